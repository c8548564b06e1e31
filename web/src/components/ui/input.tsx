import { ChevronDown } from 'lucide-react';
import type { InputHTMLAttributes, SelectHTMLAttributes } from 'react';
import { cn } from '../../lib/cn';

const controlClasses = cn(
  'block w-full rounded-xl border border-input bg-surface px-3.5 text-[15px] text-foreground shadow-xs',
  'placeholder:text-muted-foreground/70 transition-colors',
  'focus:border-ring focus:outline-none focus:ring-3 focus:ring-ring/25',
  'aria-invalid:border-danger aria-invalid:focus:ring-danger/20',
  'disabled:cursor-not-allowed disabled:opacity-60',
);

export function Input({ className, ...rest }: InputHTMLAttributes<HTMLInputElement>) {
  return <input className={cn(controlClasses, 'h-11', className)} {...rest} />;
}

export function Select({ className, children, ...rest }: SelectHTMLAttributes<HTMLSelectElement>) {
  return (
    <div className="relative">
      <select className={cn(controlClasses, 'h-11 appearance-none pr-10', className)} {...rest}>
        {children}
      </select>
      <ChevronDown
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 right-3.5 size-4 -translate-y-1/2 text-muted-foreground"
      />
    </div>
  );
}
