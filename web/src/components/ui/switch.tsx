import type { InputHTMLAttributes, Ref } from 'react';
import { cn } from '../../lib/cn';

interface SwitchProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'role'> {
  ref?: Ref<HTMLInputElement>;
}

/** An on/off switch: a real checkbox (forms, labels and keyboards work as usual) drawn as a toggle. */
export function Switch({ className, ...rest }: SwitchProps) {
  return (
    <input
      type="checkbox"
      // A checkbox with role="switch" reports its checked state natively; aria-checked would only repeat it.
      // biome-ignore lint/a11y/useAriaPropsForRole: see above.
      role="switch"
      className={cn(
        'relative h-7 w-12 shrink-0 cursor-pointer appearance-none rounded-full bg-input transition-colors',
        'before:absolute before:top-1 before:left-1 before:size-5 before:rounded-full before:bg-white before:shadow-sm before:transition-transform',
        'checked:bg-primary checked:before:translate-x-5 dark:before:bg-foreground dark:checked:before:bg-primary-foreground',
        'focus-visible:outline-2 focus-visible:outline-offset-2 disabled:cursor-not-allowed disabled:opacity-50',
        className,
      )}
      {...rest}
    />
  );
}
