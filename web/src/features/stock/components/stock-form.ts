import { FLOWER_NAME_MAX, quantitySchema, type StockMovementsInput, unitCostSchema } from '@contract/stock';
import { z } from 'zod';
import { parseMoneyInput } from '../../../lib/format-money';
import { parseStems } from './stock-format';

export type StockEntryType = StockMovementsInput['type'];

/** The flower select's value for "a new flower, by name" (purchases only). */
export const NEW_FLOWER = 'new';

/** One row as people fill it in: text for the numbers, '' for not chosen yet. */
export interface StockRowValues {
  flower_id: string;
  name: string;
  quantity: string;
  unit_cost: string;
}

export interface StockFormValues {
  rows: StockRowValues[];
}

export const emptyRow: StockRowValues = { flower_id: '', name: '', quantity: '', unit_cost: '' };

const firstMessage = (error: z.ZodError) => error.issues[0]?.message ?? 'Check this value';

/** "12" → checked with the contract's rules for a number of stems; at least one. */
export function checkStems(value: string): { value: number } | { message: string } {
  if (!value.trim()) return { message: 'Enter a number of stems' };
  const parsed = quantitySchema.min(1, 'Use at least 1').safeParse(parseStems(value));
  if (parsed.success) return { value: parsed.data };
  return { message: Number.isNaN(parseStems(value)) ? 'Use whole stems' : firstMessage(parsed.error) };
}

/** "0,4375" → checked with the contract's rules for a cost per stem. */
export function checkUnitCost(value: string): { value: number } | { message: string } {
  if (!value.trim()) return { message: 'Enter the cost per stem' };
  const parsed = unitCostSchema.safeParse(parseMoneyInput(value));
  if (parsed.success) return { value: parsed.data };
  return {
    message: Number.isNaN(parseMoneyInput(value)) ? 'Enter a cost like 0.45' : firstMessage(parsed.error),
  };
}

const rowSchema = (type: StockEntryType) =>
  z
    .object({ flower_id: z.string(), name: z.string(), quantity: z.string(), unit_cost: z.string() })
    .superRefine((row, ctx) => {
      if (!row.flower_id) {
        ctx.addIssue({ code: 'custom', message: 'Choose a flower', path: ['flower_id'] });
      } else if (row.flower_id === NEW_FLOWER) {
        const name = row.name.trim();
        if (!name) ctx.addIssue({ code: 'custom', message: 'Enter a name', path: ['name'] });
        else if (name.length > FLOWER_NAME_MAX)
          ctx.addIssue({
            code: 'custom',
            message: `Use at most ${FLOWER_NAME_MAX} characters`,
            path: ['name'],
          });
      }
      const quantity = checkStems(row.quantity);
      if ('message' in quantity)
        ctx.addIssue({ code: 'custom', message: quantity.message, path: ['quantity'] });
      if (type === 'purchase') {
        const cost = checkUnitCost(row.unit_cost);
        if ('message' in cost) ctx.addIssue({ code: 'custom', message: cost.message, path: ['unit_cost'] });
      }
    });

/** Checks the rows with the contract's rules; the texts stay texts until they are sent. */
export const stockFormSchema = (type: StockEntryType) =>
  z.object({ rows: z.array(rowSchema(type)).min(1, 'Add at least one flower') });

/** The checked rows as POST /api/stock/ reads them: an id or a new name, numbers as numbers. */
export function toStockInput(type: StockEntryType, values: StockFormValues): StockMovementsInput {
  return {
    type,
    items: values.rows.map((row) => ({
      ...(row.flower_id === NEW_FLOWER ? { name: row.name.trim() } : { flower_id: row.flower_id }),
      quantity: parseStems(row.quantity),
      ...(type === 'purchase' ? { unit_cost: parseMoneyInput(row.unit_cost) } : {}),
    })),
  };
}

const ROW_FIELDS = ['flower_id', 'name', 'quantity', 'unit_cost'] as const;
type RowField = (typeof ROW_FIELDS)[number];

export interface ServerRowError {
  index: number;
  field: RowField;
  message: string;
}

/**
 * The server names rows as it read them ("items.0.unit_cost"); this finds the form field each is
 * about. A row's flower_id message belongs under the name when the row is a new flower. Anything
 * about no row in particular is answered as `rest`.
 */
export function serverRowErrors(
  details: Record<string, unknown>,
  rows: StockRowValues[],
): { rows: ServerRowError[]; rest: string[] } {
  const found: ServerRowError[] = [];
  const rest: string[] = [];
  for (const [key, detail] of Object.entries(details)) {
    const message = Array.isArray(detail) ? detail.find((item) => typeof item === 'string') : detail;
    if (typeof message !== 'string' || !message) continue;
    const match = /^items\.(\d+)\.(\w+)$/.exec(key);
    const index = Number(match?.[1]);
    const row = rows[index];
    const field = match?.[2] as RowField | undefined;
    if (!row || !field || !ROW_FIELDS.includes(field)) {
      rest.push(message);
      continue;
    }
    found.push({
      index,
      field: field === 'flower_id' && row.flower_id === NEW_FLOWER ? 'name' : field,
      message,
    });
  }
  return { rows: found, rest };
}
