import type { OrderListFilter } from '@contract/orders';
import { SegmentedTabs } from '../../../components/ui/tabs';

/** The list views of docs/product.md (Order lists), in its order. */
export const ORDER_VIEWS: readonly { key: OrderListFilter; label: string }[] = [
  { key: 'all', label: 'All' },
  { key: 'pending', label: 'Pending' },
  { key: 'ready', label: 'Ready' },
  { key: 'done', label: 'Done' },
];

export const DEFAULT_VIEW: OrderListFilter = 'pending';

export function parseView(value: string | null): OrderListFilter {
  return ORDER_VIEWS.find((view) => view.key === value)?.key ?? DEFAULT_VIEW;
}

export const tabPanelId = (base: string) => `${base}-panel`;

interface ViewTabsProps {
  view: OrderListFilter;
  onChange: (view: OrderListFilter) => void;
  /** Ties the tabs to the panel they control. */
  idBase: string;
}

/** All / Pending / Ready / Done as tabs. */
export function ViewTabs({ view, onChange, idBase }: ViewTabsProps) {
  return (
    <SegmentedTabs
      items={ORDER_VIEWS}
      value={view}
      onChange={onChange}
      label="Order views"
      panelId={tabPanelId(idBase)}
      className="grid w-full grid-cols-4 sm:inline-grid sm:w-auto sm:min-w-96"
    />
  );
}
