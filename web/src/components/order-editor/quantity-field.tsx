import { Minus, Plus } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button } from '../ui/button';
import { clampQuantity, MAX_QUANTITY, MIN_QUANTITY } from './editor-lines';

/**
 * How many of a line: − and + beside a field that takes a typed number, ArrowUp and ArrowDown.
 * `name` says whose quantity it is to a screen reader ("Quantity of Rose bouquet").
 */
export function QuantityField({
  name,
  value,
  onChange,
}: {
  name: string;
  value: number;
  onChange: (quantity: number) => void;
}) {
  // The text while typing: a cleared field is allowed until it loses focus.
  const [text, setText] = useState(String(value));
  useEffect(() => setText(String(value)), [value]);
  const change = (quantity: number) => onChange(clampQuantity(quantity));

  return (
    <div className="flex items-center gap-1">
      <Button
        variant="outline"
        size="icon-sm"
        aria-label={`Fewer of ${name}`}
        disabled={value <= MIN_QUANTITY}
        onClick={() => change(value - 1)}
      >
        <Minus className="size-4" aria-hidden="true" />
      </Button>
      <input
        aria-label={`Quantity of ${name}`}
        inputMode="numeric"
        autoComplete="off"
        className="h-11 w-14 rounded-xl border border-input bg-surface text-center text-[15px] tabular-nums focus:border-ring focus:ring-2 focus:ring-ring focus:outline-none md:h-9"
        value={text}
        onChange={(event) => {
          const typed = event.target.value.replace(/\D/g, '');
          setText(typed);
          if (typed) change(Number(typed));
        }}
        onBlur={() => setText(String(value))}
        onKeyDown={(event) => {
          if (event.key === 'ArrowUp' || event.key === 'ArrowDown') {
            event.preventDefault();
            change(value + (event.key === 'ArrowUp' ? 1 : -1));
          }
        }}
      />
      <Button
        variant="outline"
        size="icon-sm"
        aria-label={`More of ${name}`}
        disabled={value >= MAX_QUANTITY}
        onClick={() => change(value + 1)}
      >
        <Plus className="size-4" aria-hidden="true" />
      </Button>
    </div>
  );
}
