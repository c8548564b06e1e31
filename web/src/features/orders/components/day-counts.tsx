import type { DayCounts } from '@contract/order-day';
import { cn } from '../../../lib/cn';

const TILES: { key: keyof DayCounts; label: string; tone: string }[] = [
  { key: 'to_make', label: 'To make', tone: 'bg-accent text-accent-foreground' },
  { key: 'made', label: 'Made', tone: 'bg-primary-soft text-primary-soft-foreground' },
  { key: 'to_deliver', label: 'To deliver', tone: 'bg-surface text-foreground border border-border' },
  { key: 'to_pick_up', label: 'To pick up', tone: 'bg-surface text-foreground border border-border' },
  { key: 'done', label: 'Done', tone: 'bg-muted text-muted-foreground' },
];

/** What is left of the day, at a glance: five numbers in a row (two rows on a phone). */
export function DayCountTiles({ counts }: { counts: DayCounts }) {
  return (
    <dl aria-label="The day in numbers" className="grid grid-cols-3 gap-2 sm:grid-cols-5 sm:gap-3">
      {TILES.map((tile) => (
        <div key={tile.key} className={cn('rounded-2xl px-3 py-2.5 sm:px-4 sm:py-3', tile.tone)}>
          <dt className="text-xs font-medium sm:text-sm">{tile.label}</dt>
          <dd className="font-display text-2xl font-semibold tabular-nums sm:text-3xl">{counts[tile.key]}</dd>
        </div>
      ))}
    </dl>
  );
}
