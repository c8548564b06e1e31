import { SegmentedTabs } from '../../../components/ui/tabs';
import type { MovementFilter } from '../api/query-keys';

export const MOVEMENT_FILTERS: readonly { key: MovementFilter; label: string }[] = [
  { key: 'all', label: 'All' },
  { key: 'purchase', label: 'Purchase' },
  { key: 'sale', label: 'Sale' },
  { key: 'expiry', label: 'Expiry' },
  { key: 'count', label: 'Count' },
];

export function parseMovementFilter(value: string | null): MovementFilter {
  return MOVEMENT_FILTERS.find((item) => item.key === value)?.key ?? 'all';
}

interface MovementTabsProps {
  value: MovementFilter;
  onChange: (value: MovementFilter) => void;
  /** The id of the panel the tabs control. */
  panelId: string;
}

/** All / Purchase / Sale / Expiry / Count as tabs. */
export function MovementTabs({ value, onChange, panelId }: MovementTabsProps) {
  return (
    <SegmentedTabs
      items={MOVEMENT_FILTERS}
      value={value}
      onChange={onChange}
      label="Movement types"
      panelId={panelId}
      className="flex w-full overflow-x-auto sm:inline-flex sm:w-auto"
    />
  );
}
