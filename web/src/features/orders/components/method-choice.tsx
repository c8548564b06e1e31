import type { OrderMethod } from '@contract/orders';
import { Store, Truck } from 'lucide-react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { cn } from '../../../lib/cn';

const CHOICES: { value: OrderMethod; label: string; hint: string; icon: typeof Truck }[] = [
  { value: 'delivery', label: 'Delivery', hint: 'You bring it to the recipient', icon: Truck },
  { value: 'pickup', label: 'Pickup', hint: 'Collected at your shop', icon: Store },
];

/** Delivery or pickup as two large radio cards. */
export function MethodChoice({
  registration,
  value,
}: {
  registration: UseFormRegisterReturn;
  value: OrderMethod;
}) {
  return (
    <fieldset>
      <legend className="mb-1.5 text-sm font-medium">How does it reach the recipient?</legend>
      <div className="grid grid-cols-2 gap-2.5">
        {CHOICES.map((choice) => {
          const Icon = choice.icon;
          const checked = value === choice.value;
          return (
            <label
              key={choice.value}
              className={cn(
                'relative flex cursor-pointer flex-col gap-1 rounded-2xl border p-3.5 transition-colors sm:flex-row sm:items-center sm:gap-3',
                'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2',
                checked ? 'border-primary bg-primary-soft/60' : 'border-input bg-surface hover:bg-muted/60',
              )}
            >
              <input type="radio" value={choice.value} className="sr-only" {...registration} />
              <Icon
                className={cn('size-5 shrink-0', checked ? 'text-primary' : 'text-muted-foreground')}
                aria-hidden="true"
              />
              <span className="min-w-0">
                <span className="block font-medium">{choice.label}</span>
                <span className="block text-xs text-muted-foreground">{choice.hint}</span>
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
