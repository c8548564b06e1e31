import type { Flower } from '@contract/stock';
import type { FlowerRow } from './stock-ledger';

/** A flower's stock value to the cent: stems × cost per stem (four decimals), in integers. */
export const flowerValue = (row: Pick<FlowerRow, 'quantity' | 'unitCost'>) =>
  Math.round((row.quantity * Math.round(Number(row.unitCost) * 10_000)) / 100) / 100;

export const isLow = (row: Pick<FlowerRow, 'quantity' | 'reorderLevel'>) =>
  row.reorderLevel !== null && row.quantity <= row.reorderLevel;

export const toFlower = (row: FlowerRow): Flower => ({
  id: row.id,
  name: row.name,
  unit_cost: Number(row.unitCost),
  quantity: row.quantity,
  value: flowerValue(row),
  reorder_level: row.reorderLevel,
  low: isLow(row),
  updated_at: row.updatedAt.toISOString(),
});

/** Costs are kept to four decimals (a stem at 0.4375). */
export const cost4 = (value: number) => value.toFixed(4);
