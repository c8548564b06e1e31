import { ChevronDown } from 'lucide-react';
import type { InputHTMLAttributes, SelectHTMLAttributes } from 'react';
import { cn } from '../../lib/cn';

const controlClasses = cn(
  'block w-full rounded-xl border border-input bg-surface text-[15px] text-foreground shadow-xs',
  'placeholder:text-muted-foreground/70 transition-colors',
  'focus:border-ring focus:outline-none focus:ring-2 focus:ring-ring',
  'aria-invalid:border-danger aria-invalid:focus:ring-danger',
  'disabled:cursor-not-allowed disabled:opacity-60',
);

/**
 * `compact` is a little lower and tighter, for rows of several fields (a time window). Classes do not
 * override each other reliably, so height and padding come from here and width from a wrapper.
 */
export type ControlSize = 'md' | 'compact';

const inputSizes: Record<ControlSize, string> = { md: 'h-11 px-3.5', compact: 'h-11 md:h-10 px-2.5' };
const selectSizes: Record<ControlSize, string> = {
  md: 'h-11 pr-10 pl-3.5',
  compact: 'h-11 md:h-10 pr-7 pl-2.5',
};

interface InputProps extends InputHTMLAttributes<HTMLInputElement> {
  controlSize?: ControlSize;
}

export function Input({ className, controlSize = 'md', ...rest }: InputProps) {
  return <input className={cn(controlClasses, inputSizes[controlSize], className)} {...rest} />;
}

interface SelectProps extends SelectHTMLAttributes<HTMLSelectElement> {
  controlSize?: ControlSize;
}

export function Select({ className, children, controlSize = 'md', ...rest }: SelectProps) {
  return (
    <div className="relative">
      <select
        className={cn(controlClasses, 'appearance-none', selectSizes[controlSize], className)}
        {...rest}
      >
        {children}
      </select>
      <ChevronDown
        aria-hidden="true"
        className={cn(
          'pointer-events-none absolute top-1/2 size-4 -translate-y-1/2 text-muted-foreground',
          controlSize === 'compact' ? 'right-2' : 'right-3.5',
        )}
      />
    </div>
  );
}
