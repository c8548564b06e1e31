import { orderMethods, paymentStatuses } from '@contract/order-values';
import { SlidersHorizontal, X } from 'lucide-react';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Input, Select } from '../../../components/ui/input';
import { SearchInput } from '../../../components/ui/search-input';
import { METHOD_LABELS, PAYMENT_LABELS } from '../../../lib/order-format';
import type { OrderFilters } from '../api/search-orders';

/** How the filters read in the address, so that a search can be shared and survives a reload. */
const PARAM_OF: Record<keyof OrderFilters, string> = {
  search: 'q',
  payment_status: 'payment',
  method: 'method',
  from: 'from',
  to: 'to',
  location_id: 'location',
  /** A person's id, `me` (whoever opens the link) or `none`. */
  assigned_to: 'assignee',
};

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The filters in the address; anything unknown is left out rather than sent to be refused. */
export function filtersFromParams(params: URLSearchParams): OrderFilters {
  const get = (key: keyof OrderFilters) => params.get(PARAM_OF[key])?.trim() || undefined;
  const payment = get('payment_status');
  const method = get('method');
  const from = get('from');
  const to = get('to');
  const location = get('location_id');
  const assignee = get('assigned_to');
  return {
    search: get('search')?.slice(0, 120),
    payment_status: paymentStatuses.find((s) => s === payment),
    method: orderMethods.find((m) => m === method),
    from: from && DATE.test(from) ? from : undefined,
    to: to && DATE.test(to) ? to : undefined,
    location_id: location && ID.test(location) ? location : undefined,
    assigned_to:
      assignee === 'me' || assignee === 'none' || (assignee && ID.test(assignee)) ? assignee : undefined,
  };
}

/** The address's query string for a view and its filters; empty filters leave no trace. */
export function paramsOf(view: string | undefined, filters: OrderFilters): Record<string, string> {
  const params: Record<string, string> = view ? { view } : {};
  for (const [key, value] of Object.entries(filters) as [keyof OrderFilters, string | undefined][]) {
    if (value) params[PARAM_OF[key]] = value;
  }
  return params;
}

/** Filters beside the search, counted on the button that opens them. */
const activeCount = (filters: OrderFilters) =>
  (['payment_status', 'method', 'from', 'to', 'location_id', 'assigned_to'] as const).filter(
    (k) => filters[k],
  ).length;

interface OrderFiltersProps {
  filters: OrderFilters;
  onChange: (filters: OrderFilters) => void;
  /** The team, for "Assigned to"; the signed-in person is offered as "Mine". */
  people: { id: string; name: string }[];
  /** The shop's locations; empty for florists, who do not manage them. */
  locations: { id: string; name: string }[];
}

/** The search box, and a panel of filters that opens below it. */
export function OrderFiltersBar({ filters, onChange, people, locations }: OrderFiltersProps) {
  const id = useId();
  const active = activeCount(filters);
  const [open, setOpen] = useState(active > 0);
  const [text, setText] = useState(filters.search ?? '');
  const latest = useRef(filters);
  latest.current = filters;

  // Typing settles for a moment before the address (and so the list) follows.
  useEffect(() => {
    const value = text.trim() || undefined;
    if (value === (latest.current.search ?? undefined)) return;
    const timer = setTimeout(() => onChange({ ...latest.current, search: value }), 300);
    return () => clearTimeout(timer);
  }, [text, onChange]);

  // The address may change without typing (back button, "Clear all").
  useEffect(() => {
    setText((current) => (current.trim() === (filters.search ?? '') ? current : (filters.search ?? '')));
  }, [filters.search]);

  const set = (key: keyof OrderFilters, value: string) => onChange({ ...filters, [key]: value || undefined });

  return (
    <div className="flex flex-col gap-3">
      <div className="flex gap-2">
        <SearchInput
          label="Search orders"
          placeholder="Number, name, phone, e-mail, address…"
          value={text}
          onChange={setText}
          maxLength={120}
        />
        <Button
          variant={active > 0 ? 'secondary' : 'outline'}
          aria-expanded={open}
          aria-controls={`${id}-filters`}
          onClick={() => setOpen((value) => !value)}
        >
          <SlidersHorizontal className="size-4" aria-hidden="true" />
          <span className="sr-only sm:not-sr-only">Filters</span>
          {active > 0 && (
            <span>
              ({active}
              <span className="sr-only"> active</span>)
            </span>
          )}
        </Button>
      </div>
      {open && (
        <fieldset
          id={`${id}-filters`}
          className="grid grid-cols-2 gap-3 rounded-2xl border border-border bg-surface p-4 shadow-card sm:grid-cols-3 lg:grid-cols-6"
        >
          <legend className="sr-only">Filters</legend>
          <Labeled id={`${id}-payment`} label="Payment">
            <Select
              id={`${id}-payment`}
              controlSize="compact"
              value={filters.payment_status ?? ''}
              onChange={(event) => set('payment_status', event.target.value)}
            >
              <option value="">Any</option>
              {paymentStatuses.map((status) => (
                <option key={status} value={status}>
                  {PAYMENT_LABELS[status]}
                </option>
              ))}
            </Select>
          </Labeled>
          <Labeled id={`${id}-method`} label="Method">
            <Select
              id={`${id}-method`}
              controlSize="compact"
              value={filters.method ?? ''}
              onChange={(event) => set('method', event.target.value)}
            >
              <option value="">Any</option>
              {orderMethods.map((method) => (
                <option key={method} value={method}>
                  {METHOD_LABELS[method]}
                </option>
              ))}
            </Select>
          </Labeled>
          <Labeled id={`${id}-from`} label="Delivery from">
            <Input
              id={`${id}-from`}
              type="date"
              controlSize="compact"
              value={filters.from ?? ''}
              max={filters.to}
              onChange={(event) => set('from', event.target.value)}
            />
          </Labeled>
          <Labeled id={`${id}-to`} label="Delivery to">
            <Input
              id={`${id}-to`}
              type="date"
              controlSize="compact"
              value={filters.to ?? ''}
              min={filters.from}
              onChange={(event) => set('to', event.target.value)}
            />
          </Labeled>
          {locations.length > 0 && (
            <Labeled id={`${id}-location`} label="Location">
              <Select
                id={`${id}-location`}
                controlSize="compact"
                value={filters.location_id ?? ''}
                onChange={(event) => set('location_id', event.target.value)}
              >
                <option value="">Any</option>
                {locations.map((location) => (
                  <option key={location.id} value={location.id}>
                    {location.name}
                  </option>
                ))}
              </Select>
            </Labeled>
          )}
          <Labeled id={`${id}-assignee`} label="Assigned to">
            <Select
              id={`${id}-assignee`}
              controlSize="compact"
              value={filters.assigned_to ?? ''}
              onChange={(event) => set('assigned_to', event.target.value)}
            >
              <option value="">Anyone</option>
              <option value="me">Mine</option>
              <option value="none">Nobody</option>
              {people.map((person) => (
                <option key={person.id} value={person.id}>
                  {person.name}
                </option>
              ))}
            </Select>
          </Labeled>
          {active > 0 && (
            <div className="col-span-full flex justify-end">
              <Button variant="ghost" size="sm" onClick={() => onChange({ search: filters.search })}>
                <X className="size-4" aria-hidden="true" />
                Clear filters
              </Button>
            </div>
          )}
        </fieldset>
      )}
    </div>
  );
}

function Labeled({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <label htmlFor={id} className="mb-1 block text-xs font-medium text-muted-foreground">
        {label}
      </label>
      {children}
    </div>
  );
}
