import type { Ref, TextareaHTMLAttributes } from 'react';
import { cn } from '../../lib/cn';

interface TextareaProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  ref?: Ref<HTMLTextAreaElement>;
}

/** A multi-line field that looks like <Input>. */
export function Textarea({ className, rows = 3, ...rest }: TextareaProps) {
  return (
    <textarea
      rows={rows}
      className={cn(
        'block w-full resize-y rounded-xl border border-input bg-surface px-3.5 py-2.5 text-[15px] leading-relaxed text-foreground shadow-xs',
        'placeholder:text-muted-foreground/70 transition-colors',
        'focus:border-ring focus:outline-none focus:ring-2 focus:ring-ring',
        'aria-invalid:border-danger aria-invalid:focus:ring-danger',
        'disabled:cursor-not-allowed disabled:opacity-60',
        className,
      )}
      {...rest}
    />
  );
}
