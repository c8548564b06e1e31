import { OCCASIONS, type Occasion } from '@contract/occasions';
import { useId } from 'react';
import { cn } from '../../../lib/cn';
import { OCCASION_LABELS } from '../../../lib/occasions';

interface OccasionChoiceProps {
  value: Occasion[];
  onChange: (occasions: Occasion[]) => void;
  error?: string;
}

/**
 * What the product suits, any number of them: toggle buttons in the kit's choice style (the kit's
 * ChoiceButtons picks one; these pick several). Customers filter the storefront by them.
 */
export function OccasionChoice({ value, onChange, error }: OccasionChoiceProps) {
  const id = useId();
  const toggle = (occasion: Occasion) =>
    onChange(value.includes(occasion) ? value.filter((item) => item !== occasion) : [...value, occasion]);

  return (
    <fieldset aria-describedby={`${id}-hint`} aria-invalid={error ? true : undefined}>
      <legend className="text-sm font-medium">Occasions</legend>
      <p id={`${id}-hint`} className="mt-0.5 text-sm text-muted-foreground">
        Customers can filter your storefront by them.
      </p>
      <div className="mt-2 flex flex-wrap gap-1 rounded-2xl bg-muted p-1">
        {OCCASIONS.map((occasion) => {
          const pressed = value.includes(occasion);
          return (
            <button
              key={occasion}
              type="button"
              aria-pressed={pressed}
              onClick={() => toggle(occasion)}
              className={cn(
                'flex h-11 items-center justify-center rounded-xl px-3.5 text-sm font-medium whitespace-nowrap transition-colors md:h-9',
                pressed
                  ? 'bg-surface text-foreground shadow-sm'
                  : 'text-muted-foreground hover:text-foreground',
              )}
            >
              {OCCASION_LABELS[occasion]}
            </button>
          );
        })}
      </div>
      {error && (
        <p role="alert" className="mt-1.5 text-sm text-danger">
          {error}
        </p>
      )}
    </fieldset>
  );
}
