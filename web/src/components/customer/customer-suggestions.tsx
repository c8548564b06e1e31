import type { Customer } from '@contract/customers';
import { type KeyboardEvent, type ReactNode, useId, useState } from 'react';
import { cn } from '../../lib/cn';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { LOOKUP_MIN_LENGTH, useCustomerLookup } from './lookup-customers';

/** What a text input gets to act as a combobox over the matching customers. */
export interface CustomerComboboxProps {
  role: 'combobox';
  'aria-autocomplete': 'list';
  'aria-expanded': boolean;
  'aria-controls': string;
  'aria-activedescendant': string | undefined;
  /** Set while the list is open, so that Escape closes the list and not a dialog around it. */
  'data-own-escape': true | undefined;
  onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => void;
  onInput: () => void;
  onBlur: () => void;
}

interface CustomerSuggestionsProps {
  /** What is in the field now. */
  value: string;
  onPick: (customer: Customer) => void;
  /** A customer not to offer (merging a record with itself makes no sense). */
  excludeId?: string;
  children: (combobox: CustomerComboboxProps) => ReactNode;
}

/** A pause in typing before asking, so that a name typed quickly is one request, not six. */
const DEBOUNCE_MS = 250;

export const contactLine = (customer: Customer) =>
  [customer.phone, customer.email].filter(Boolean).join(' · ');

/**
 * Offers the shop's customers matching what is typed into a field (after a pause); arrow keys move
 * through them, Enter picks, Escape closes. Typing by hand always works: the list only opens when
 * there is someone to offer.
 */
export function CustomerSuggestions({ value, onPick, excludeId, children }: CustomerSuggestionsProps) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const typed = value.trim();
  const query = useDebouncedValue(typed, DEBOUNCE_MS);
  const ready = open && query.length >= LOOKUP_MIN_LENGTH && query === typed;
  const lookup = useCustomerLookup(query, ready);
  const items = ready ? (lookup.data?.items ?? []).filter((customer) => customer.id !== excludeId) : [];
  const shown = items.length > 0;

  const close = () => {
    setOpen(false);
    setActive(-1);
  };
  const pick = (customer: Customer) => {
    close();
    onPick(customer);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (!shown) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      // -1 is the field itself: the keys cycle field → first … last → field.
      setActive((current) => ((current + 1 + step + items.length + 1) % (items.length + 1)) - 1);
    } else if (event.key === 'Enter' && items[active]) {
      event.preventDefault();
      pick(items[active]);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      close();
    }
  };

  const optionId = (index: number) => `${id}-option-${index}`;
  return (
    <div className="relative">
      {children({
        role: 'combobox',
        'aria-autocomplete': 'list',
        'aria-expanded': shown,
        'aria-controls': `${id}-list`,
        'aria-activedescendant': shown && active >= 0 ? optionId(active) : undefined,
        'data-own-escape': shown || undefined,
        onKeyDown,
        onInput: () => {
          setOpen(true);
          setActive(-1);
        },
        onBlur: close,
      })}
      <div
        id={`${id}-list`}
        role="listbox"
        aria-label="Customers"
        hidden={!shown}
        className="absolute inset-x-0 top-full z-20 mt-1 max-h-72 overflow-y-auto rounded-xl border border-border bg-surface-raised py-1 shadow-pop"
      >
        {items.map((customer, index) => (
          // biome-ignore lint/a11y/useKeyWithClickEvents: the field handles the keys (aria-activedescendant).
          <div
            key={customer.id}
            id={optionId(index)}
            role="option"
            aria-selected={index === active}
            tabIndex={-1}
            // Keeps the focus in the field, so that the click lands before the list closes on blur.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => pick(customer)}
            className={cn(
              'cursor-pointer px-3.5 py-2 text-[15px]',
              index === active ? 'bg-primary-soft' : 'hover:bg-muted',
            )}
          >
            <span className="block font-medium">{customer.name}</span>
            <span className="block truncate text-sm text-muted-foreground">{contactLine(customer)}</span>
          </div>
        ))}
      </div>
    </div>
  );
}
