import type { Flower } from '@contract/stock';
import { MAX_STOCK_QUANTITY } from '@contract/stock';
import { isApiError } from '../../../lib/api-error';
import { errorToastMessage } from '../../../lib/error-toast';
import type { CountChange, CountResult } from '../api/save-counts';
import { parseStems } from './stock-format';

/** What the screen knows of a flower: the quantity it loaded (or last saved), not a newer one. */
export interface CountedFlower {
  id: string;
  name: string;
  unit_cost: number;
  quantity: number;
}

export type RowStatus =
  | { kind: 'saved' }
  | { kind: 'conflict'; now: number }
  | { kind: 'error'; message: string };

export const toCounted = ({ id, name, unit_cost, quantity }: Flower): CountedFlower => ({
  id,
  name,
  unit_cost,
  quantity,
});

/** Why a typed count cannot be saved, or null. Empty means "not counted" and is fine. */
export function countProblem(text: string): string | null {
  if (!text.trim()) return null;
  const value = parseStems(text);
  if (Number.isNaN(value)) return 'Use whole stems: 0 or more';
  if (value > MAX_STOCK_QUANTITY) return `Use at most ${MAX_STOCK_QUANTITY}`;
  return null;
}

/** The rows whose count differs from what the screen loaded; untouched and unchanged rows send nothing. */
export function countChanges(flowers: CountedFlower[], counts: Record<string, string>): CountChange[] {
  return flowers.flatMap((flower) => {
    const text = counts[flower.id] ?? '';
    if (!text.trim() || countProblem(text)) return [];
    const counted = parseStems(text);
    if (counted === flower.quantity) return [];
    return [
      {
        id: flower.id,
        input: { unit_cost: flower.unit_cost, old_quantity: flower.quantity, new_quantity: counted },
      },
    ];
  });
}

/** The quantity a 409 says the flower has now, when it says one. */
function currentQuantityOf(error: unknown): number | null {
  if (!isApiError(error) || error.code !== 'CONFLICT') return null;
  const current = error.details.current_quantity;
  return typeof current === 'number' && Number.isInteger(current) ? current : null;
}

export function statusOf(result: CountResult): RowStatus {
  if (result.ok) return { kind: 'saved' };
  const now = currentQuantityOf(result.error);
  if (now !== null) return { kind: 'conflict', now };
  const detail = isApiError(result.error) ? result.error.details.new_quantity : undefined;
  return { kind: 'error', message: typeof detail === 'string' ? detail : errorToastMessage(result.error) };
}

/** The toast after saving: how many were saved and how many need another look. */
export function countSummary(results: CountResult[]): {
  tone: 'success' | 'warning' | 'error';
  text: string;
} {
  const saved = results.filter((result) => result.ok).length;
  const conflicts = results.filter((result) => statusOf(result).kind === 'conflict').length;
  const failed = results.length - saved - conflicts;
  const counts = (n: number) => `${n} ${n === 1 ? 'count' : 'counts'}`;
  if (saved === results.length) return { tone: 'success', text: `Saved ${counts(saved)}` };
  const parts = [
    conflicts > 0 ? `${conflicts} changed meanwhile` : null,
    failed > 0 ? `${failed} not saved` : null,
  ].filter(Boolean);
  const done = saved > 0 ? `Saved ${saved} of ${counts(results.length)}` : 'Nothing saved';
  return {
    tone: saved > 0 ? 'warning' : 'error',
    text: `${done}: ${parts.join(', ')}. Check the marked rows.`,
  };
}
