import type { InputHTMLAttributes, Ref } from 'react';
import { cn } from '../../lib/cn';
import { currencySymbol } from '../../lib/format-money';

interface PriceInputProps extends InputHTMLAttributes<HTMLInputElement> {
  /** A little lower, for editing inside a list row. */
  compact?: boolean;
  currency: string | undefined;
  ref?: Ref<HTMLInputElement>;
}

/** A money field with the shop's currency symbol in front. */
export function PriceInput({ currency, compact, className, ...rest }: PriceInputProps) {
  const symbol = currencySymbol(currency);
  // A label around the frame: a tap on the currency sign or the frame's edge lands in the field too.
  return (
    <label
      className={cn(
        'flex w-full items-center overflow-hidden rounded-xl border border-input bg-surface text-[15px] shadow-xs transition-colors',
        'focus-within:border-ring focus-within:ring-2 focus-within:ring-ring',
        'has-[input[aria-invalid=true]]:border-danger has-[input[aria-invalid=true]]:focus-within:ring-danger',
        compact ? 'h-11 md:h-10' : 'h-11',
        className,
      )}
    >
      {symbol && (
        <span aria-hidden="true" className="pl-3 text-muted-foreground select-none">
          {symbol}
        </span>
      )}
      <input
        inputMode="decimal"
        autoComplete="off"
        className="h-full min-w-0 flex-1 bg-transparent px-2.5 tabular-nums outline-none placeholder:text-muted-foreground/70"
        {...rest}
      />
    </label>
  );
}
