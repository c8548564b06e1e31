import type { UploadPreview } from '@contract/stock';
import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { flowers } from '../../../db/schema';
import { fieldError } from '../../../lib/errors';
import type { UploadedFile } from '../../../lib/upload-forms';
import { findColumns, parseNumber } from './columns';
import { MAX_ROWS, tooManyRows } from './limits';
import { type Cell, readTable } from './read-table';

type Row = UploadPreview['rows'][number];

/**
 * Reads a wholesaler's file into a preview: each row matched to a flower of the shop by name or
 * marked new, with what is wrong with it. Nothing is applied; the person checks and edits the rows
 * and applies them as purchases (POST /api/stock/).
 */
export async function previewUpload(
  db: Db,
  { businessId, file }: { businessId: string; file: UploadedFile },
): Promise<UploadPreview> {
  const table = await readTable(file);
  const columns = findColumns(table);
  if (!columns) {
    throw fieldError(
      'file',
      'No columns for the flower’s name and quantity were found. Use headers like Name, Quantity and Unit cost.',
    );
  }
  const body = table.slice(columns.header + 1);
  if (body.length > MAX_ROWS) throw tooManyRows();
  const known = new Map(
    (
      await db
        .select({ id: flowers.id, name: flowers.name })
        .from(flowers)
        .where(eq(flowers.businessId, businessId))
    ).map((f) => [f.name.toLowerCase(), f.id]),
  );
  const rows: Row[] = [];
  body.forEach((cells, offset) => {
    const at = (index: number | null): Cell => (index === null ? '' : (cells[index] ?? ''));
    const row = readRow(
      at(columns.index.name),
      at(columns.index.quantity),
      at(columns.index.unit_cost),
      columns.index.unit_cost !== null,
    );
    // Rows with nothing in the columns we read (totals lines, blank spacers) are not rows.
    if (!row) return;
    rows.push({
      line: columns.header + offset + 2,
      ...row,
      flower_id: known.get(row.name.toLowerCase()) ?? null,
    });
  });
  if (rows.length === 0) throw fieldError('file', 'The file has a header but no rows');
  const titles = columns.titles;
  return {
    columns: { name: titles.name ?? '', quantity: titles.quantity ?? '', unit_cost: titles.unit_cost },
    rows,
    errors: rows.filter((r) => Object.keys(r.errors).length > 0).length,
  };
}

function readRow(nameCell: Cell, quantityCell: Cell, costCell: Cell, hasCostColumn: boolean) {
  const errors: Record<string, string> = {};
  const formula = 'Formulas are not read; paste the values instead';
  const text = (cell: Cell, field: string) => {
    if (typeof cell === 'string') return cell;
    errors[field] = formula;
    return '';
  };
  const name = text(nameCell, 'name').trim();
  const quantityText = text(quantityCell, 'quantity');
  const costText = text(costCell, 'unit_cost');
  if (!name && !quantityText && !costText && Object.keys(errors).length === 0) return null;

  if (!name && !errors.name) errors.name = 'Enter the flower’s name';
  else if (name.length > 80) errors.name = 'Use at most 80 characters';
  const quantity = parseNumber(quantityText);
  if (!errors.quantity) {
    if (quantity === null) errors.quantity = 'Enter a number of stems';
    else if (!Number.isInteger(quantity) || quantity < 1) errors.quantity = 'Use a whole number of 1 or more';
    else if (quantity > 1_000_000) errors.quantity = 'Use at most 1000000';
  }
  const parsedCost = parseNumber(costText);
  const unitCost = parsedCost === null ? null : Math.round(parsedCost * 10_000) / 10_000;
  if (!errors.unit_cost) {
    if (unitCost === null)
      errors.unit_cost = hasCostColumn && costText ? 'Enter the cost as a number' : 'Enter the cost per stem';
    else if (unitCost < 0 || unitCost >= 100_000) errors.unit_cost = 'Use a cost from 0 to 100 000';
  }
  return {
    name: name.slice(0, 80),
    quantity: quantity !== null && Number.isInteger(quantity) ? quantity : null,
    unit_cost: unitCost,
    errors,
  };
}
