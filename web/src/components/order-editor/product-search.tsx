import { Search } from 'lucide-react';
import { useId, useState } from 'react';
import { cn } from '../../lib/cn';
import { formatMoney } from '../../lib/format-money';
import type { EditorProduct } from './editor-lines';

/** How many matches the list shows: a few, so the first is where the eye already is. */
const SHOWN = 8;

/** The products whose name holds every typed word, those starting with the first word first. */
export function matchProducts(products: EditorProduct[], query: string): EditorProduct[] {
  const words = query.trim().toLocaleLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return [];
  const found = products.filter((p) => words.every((word) => p.name.toLocaleLowerCase().includes(word)));
  const first = words[0] as string;
  const starts = (p: EditorProduct) => (p.name.toLocaleLowerCase().startsWith(first) ? 0 : 1);
  return found.sort((a, b) => starts(a) - starts(b)).slice(0, SHOWN);
}

/**
 * Type to find a product, ArrowDown and ArrowUp to move, Enter to add the one marked (the first
 * match until another is). The field stays focused and empties, so the next product is typed at once.
 */
export function ProductSearch({
  products,
  currency,
  autoFocus,
  onPick,
}: {
  products: EditorProduct[];
  currency: string | undefined;
  autoFocus?: boolean;
  onPick: (product: EditorProduct) => void;
}) {
  const id = useId();
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const matches = matchProducts(products, query);
  const [focused, setFocused] = useState(false);
  const open = focused && matches.length > 0;
  const marked = matches[Math.min(active, matches.length - 1)];

  const pick = (product: EditorProduct) => {
    onPick(product);
    setQuery('');
    setActive(0);
  };

  const onKeyDown = (event: React.KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      // Enter here adds a product; it never sends the form around the editor.
      event.preventDefault();
      if (marked) pick(marked);
    } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (!open) return;
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive(
        (current) => (Math.min(current, matches.length - 1) + step + matches.length) % matches.length,
      );
    } else if (event.key === 'Escape' && query) {
      event.preventDefault();
      setQuery('');
    }
  };

  return (
    <div className="relative">
      <label htmlFor={`${id}-input`} className="sr-only">
        Find a product
      </label>
      <div className="flex items-center gap-2 rounded-xl border border-input bg-surface px-3 shadow-xs focus-within:border-ring focus-within:ring-2 focus-within:ring-ring">
        <Search className="size-4 text-muted-foreground" aria-hidden="true" />
        <input
          id={`${id}-input`}
          role="combobox"
          aria-expanded={open}
          aria-controls={`${id}-list`}
          aria-autocomplete="list"
          aria-activedescendant={open && marked ? `${id}-${marked.id}` : undefined}
          // The counter opens on it: a walk-in's first product is typed without a click.
          // biome-ignore lint/a11y/noAutofocus: the page's purpose is entering lines, the search comes first
          autoFocus={autoFocus}
          autoComplete="off"
          placeholder="Type a product, Enter adds it"
          // 44 px tall itself, inside the border: the whole field is a thumb's target on a phone.
          className="h-11 min-w-0 flex-1 bg-transparent text-[15px] outline-none placeholder:text-muted-foreground/70"
          value={query}
          onChange={(event) => {
            setQuery(event.target.value);
            setActive(0);
          }}
          onKeyDown={onKeyDown}
          onFocus={() => setFocused(true)}
          onBlur={() => setFocused(false)}
        />
      </div>
      {/* Always there, hidden while closed: the field's aria-controls names it. */}
      <div
        id={`${id}-list`}
        role="listbox"
        aria-label="Matching products"
        hidden={!open}
        className="absolute inset-x-0 top-full z-20 mt-1 overflow-hidden rounded-xl border border-border bg-surface-raised py-1 shadow-pop"
      >
        {matches.map((product) => (
          // biome-ignore lint/a11y/useKeyWithClickEvents: the keyboard uses the search field (arrows, Enter)
          <div
            key={product.id}
            id={`${id}-${product.id}`}
            role="option"
            aria-selected={product === marked}
            tabIndex={-1}
            className={cn(
              'flex cursor-pointer items-center justify-between gap-3 px-3.5 py-2 text-[15px]',
              product === marked ? 'bg-primary-soft text-primary-soft-foreground' : 'hover:bg-muted',
            )}
            // Before the field's blur, so a click picks rather than closes.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => pick(product)}
          >
            <span className="truncate">{product.name}</span>
            <span className="shrink-0 text-sm text-muted-foreground tabular-nums">
              {product.variants.length > 0 ? 'from ' : ''}
              {formatMoney(Math.min(product.price, ...product.variants.map((v) => v.price)), currency)}
            </span>
          </div>
        ))}
      </div>
      {query.trim() && matches.length === 0 && (
        <p className="mt-1.5 text-sm text-muted-foreground">No product matches.</p>
      )}
    </div>
  );
}
