import type { AddressSuggestions } from '@contract/orders';
import { useLingui } from '@lingui/react';
import { type KeyboardEvent, type ReactNode, useId, useState } from 'react';
import { i18n } from '../../i18n/customer-i18n';
import { cn } from '../../lib/cn';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { useAddressSuggestions } from '../api/get-address-suggestions';

export type AddressSuggestion = AddressSuggestions['items'][number];

/** What the street address input gets to act as a combobox. */
export interface ComboboxProps {
  role: 'combobox';
  'aria-autocomplete': 'list';
  'aria-expanded': boolean;
  'aria-controls': string;
  'aria-activedescendant': string | undefined;
  onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => void;
  onInput: () => void;
  onBlur: () => void;
}

interface AddressSuggestionsProps {
  uuid: string;
  /** What is in the field now. */
  value: string;
  onChoose: (item: AddressSuggestion) => void;
  children: (combobox: ComboboxProps) => ReactNode;
}

const MIN_LENGTH = 3;

/**
 * Suggests addresses under the street field as the customer types (after a pause). Typing by hand
 * always works: the list only appears when there is something to offer.
 */
export function AddressSuggestionList({ uuid, value, onChoose, children }: AddressSuggestionsProps) {
  useLingui();
  const id = useId();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const query = useDebouncedValue(value.trim(), 300);
  const ready = open && query.length >= MIN_LENGTH && query === value.trim();
  const suggestions = useAddressSuggestions(uuid, query, ready);
  const items = ready ? (suggestions.data?.items ?? []) : [];
  const shown = items.length > 0;

  const choose = (item: AddressSuggestion) => {
    setOpen(false);
    setActive(-1);
    onChoose(item);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (!shown) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      // From the field (-1) through the options and back to the field.
      setActive((current) => ((current + 1 + step + items.length + 1) % (items.length + 1)) - 1);
    } else if (event.key === 'Enter' && active >= 0 && items[active]) {
      event.preventDefault();
      choose(items[active]);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      setOpen(false);
      setActive(-1);
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
        onKeyDown,
        onInput: () => {
          setOpen(true);
          setActive(-1);
        },
        onBlur: () => setOpen(false),
      })}
      <div
        id={`${id}-list`}
        role="listbox"
        aria-label={i18n._('Address suggestions')}
        hidden={!shown}
        className="absolute inset-x-0 top-full z-20 mt-1 max-h-64 overflow-y-auto rounded-xl border border-border bg-surface-raised py-1 shadow-pop"
      >
        {items.map((item, index) => (
          // biome-ignore lint/a11y/useKeyWithClickEvents: the input handles the keys (aria-activedescendant).
          <div
            key={`${item.label}-${item.zipcode}`}
            id={optionId(index)}
            role="option"
            aria-selected={index === active}
            tabIndex={-1}
            // Keeps the focus in the field so the click lands before the list closes.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => choose(item)}
            className={cn(
              'cursor-pointer px-3.5 py-2.5 text-[15px]',
              index === active ? 'bg-primary-soft' : 'hover:bg-muted',
            )}
          >
            {item.label}
          </div>
        ))}
      </div>
    </div>
  );
}
