import type { MovementType } from '@contract/stock';
import { cn } from '../../../lib/cn';
import { MOVEMENT_LABELS } from './stock-format';

const pill =
  'inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-[11px] font-semibold whitespace-nowrap';

/** At or below the flower's reorder level. */
export function LowBadge({ className }: { className?: string }) {
  return <span className={cn(pill, 'bg-danger-soft text-danger', className)}>Low</span>;
}

const typeTones: Record<MovementType, string> = {
  purchase: 'bg-primary-soft text-primary-soft-foreground',
  sale: 'bg-accent text-accent-foreground',
  expiry: 'bg-danger-soft text-danger',
  count: 'bg-muted text-muted-foreground',
};

export function MovementTypeBadge({ type }: { type: MovementType }) {
  return <span className={cn(pill, typeTones[type])}>{MOVEMENT_LABELS[type]}</span>;
}
