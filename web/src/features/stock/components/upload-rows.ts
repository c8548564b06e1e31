import { toCents } from '@contract/money';
import {
  FLOWER_NAME_MAX,
  quantitySchema,
  type StockMovementsInput,
  type UploadPreview,
  unitCostSchema,
} from '@contract/stock';
import { parseMoneyInput } from '../../../lib/format-money';

export type UploadField = 'name' | 'quantity' | 'unit_cost';
export const UPLOAD_FIELDS: readonly UploadField[] = ['name', 'quantity', 'unit_cost'];

/** The most rows POST /api/stock/ takes at once (contract `stockMovementsInput`). */
export const MAX_APPLY_ROWS = 500;

/** One row of the file as the person edits it: the fields as typed, the problems per field. */
export interface UploadRow {
  /** Where the row is in the file; also its key, as no two rows share a line. */
  line: number;
  name: string;
  quantity: string;
  unit_cost: string;
  /** The flower the server matched by name when the file was read, or null: a new flower. */
  match: { id: string; name: string } | null;
  errors: Partial<Record<UploadField, string>>;
  removed: boolean;
}

export function rowsFromPreview(preview: UploadPreview): UploadRow[] {
  return preview.rows.map((row) => ({
    line: row.line,
    name: row.name,
    quantity: row.quantity === null ? '' : String(row.quantity),
    unit_cost: row.unit_cost === null ? '' : String(row.unit_cost),
    match: row.flower_id ? { id: row.flower_id, name: row.name } : null,
    // The server names only these three fields; anything else is shown with the name.
    errors: Object.fromEntries(
      Object.entries(row.errors).map(([field, message]) => [asField(field), message]),
    ),
    removed: false,
  }));
}

const asField = (field: string): UploadField =>
  (UPLOAD_FIELDS as readonly string[]).includes(field) ? (field as UploadField) : 'name';

/** What people type as stems: digits only, " 12 " is fine; anything else → NaN. */
export function parseStems(value: string): number {
  const cleaned = value.trim();
  return /^\d+$/.test(cleaned) ? Number(cleaned) : Number.NaN;
}

const stemsSchema = quantitySchema.min(1, 'Use at least 1');

/** What is wrong with a field's value, by the contract's rules; null when it may be sent. */
export function fieldProblem(field: UploadField, value: string): string | null {
  if (field === 'name') {
    const name = value.trim();
    if (!name) return 'Enter a name';
    return name.length > FLOWER_NAME_MAX ? `Use at most ${FLOWER_NAME_MAX} characters` : null;
  }
  if (field === 'quantity') {
    if (!value.trim()) return 'Enter a number of stems';
    const stems = parseStems(value);
    if (Number.isNaN(stems)) return 'Use a whole number of stems';
    return stemsSchema.safeParse(stems).error?.issues[0]?.message ?? null;
  }
  if (!value.trim()) return 'Enter the cost per stem';
  const cost = parseMoneyInput(value);
  if (Number.isNaN(cost)) return 'Enter the cost as a number, like 0.45';
  return unitCostSchema.safeParse(cost).error?.issues[0]?.message ?? null;
}

/**
 * A matched row whose name is edited is no longer that flower: it is sent by name and the server
 * matches names of the shop in any case, or creates the flower. Changing a name back to the one
 * matched (any case) matches it again, so a slip of the keyboard costs nothing.
 */
export function editRow(row: UploadRow, field: UploadField, value: string): UploadRow {
  const problem = fieldProblem(field, value);
  const { [field]: _old, ...others } = row.errors;
  return { ...row, [field]: value, errors: problem ? { ...others, [field]: problem } : others };
}

export function flowerIdOf(row: UploadRow): string | null {
  if (!row.match) return null;
  return row.name.trim().toLowerCase() === row.match.name.toLowerCase() ? row.match.id : null;
}

export const remaining = (rows: UploadRow[]) => rows.filter((row) => !row.removed);
export const hasProblems = (row: UploadRow) => Object.keys(row.errors).length > 0;

/** The purchases to send: the shop's flower by id when matched, otherwise its name. */
export function toPurchases(rows: UploadRow[]): StockMovementsInput {
  return {
    type: 'purchase',
    items: remaining(rows).map((row) => {
      const flowerId = flowerIdOf(row);
      const amounts = { quantity: parseStems(row.quantity), unit_cost: parseMoneyInput(row.unit_cost) };
      return flowerId ? { flower_id: flowerId, ...amounts } : { name: row.name.trim(), ...amounts };
    }),
  };
}

/**
 * Puts the server's `items.N.field` messages on the Nth row sent (`sentLines`, the lines of the rows
 * left when sending; by default those left now). A refused flower id (deleted meanwhile) unmatches
 * the row, shown on its name. Answers whether any message found its row.
 */
export function withServerErrors(
  rows: UploadRow[],
  details: Record<string, unknown>,
  sentLines: number[] = remaining(rows).map((row) => row.line),
): { rows: UploadRow[]; applied: boolean } {
  const messages = new Map<number, UploadRow['errors']>();
  const unmatch = new Set<number>();
  for (const [key, detail] of Object.entries(details)) {
    const found = /^items\.(\d+)(?:\.(\w+))?$/.exec(key);
    const line = found ? sentLines[Number(found[1])] : undefined;
    const message = Array.isArray(detail) ? detail.find((item) => typeof item === 'string') : detail;
    if (!found || line === undefined || typeof message !== 'string') continue;
    if (found[2] === 'flower_id') unmatch.add(line);
    messages.set(line, { ...messages.get(line), [asField(found[2] ?? 'name')]: message });
  }
  return {
    rows: rows.map((row) => {
      const errors = messages.get(row.line);
      if (!errors) return row;
      const match = unmatch.has(row.line) ? null : row.match;
      return { ...row, match, errors: { ...row.errors, ...errors } };
    }),
    applied: messages.size > 0,
  };
}

export interface UploadSummary {
  rows: number;
  /** Distinct names not in the shop yet: two rows of one new name make one flower. */
  newFlowers: number;
  problems: number;
  /** What the rows that can be read cost together, in cents. */
  totalCents: number;
}

export function summarise(rows: UploadRow[]): UploadSummary {
  const left = remaining(rows);
  const newNames = new Set(
    left.filter((row) => !flowerIdOf(row) && row.name.trim()).map((row) => row.name.trim().toLowerCase()),
  );
  let totalCents = 0;
  for (const row of left) {
    const stems = parseStems(row.quantity);
    const cost = parseMoneyInput(row.unit_cost);
    if (Number.isFinite(stems) && Number.isFinite(cost)) totalCents += toCents(stems * cost);
  }
  return {
    rows: left.length,
    newFlowers: newNames.size,
    problems: left.filter(hasProblems).length,
    totalCents,
  };
}

export const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;
