import type { ButtonHTMLAttributes } from 'react';
import { cn } from '../../lib/cn';
import { Spinner } from './spinner';

/** `inverse` and `ghost-inverse` sit on the deep green brand panels. */
export type ButtonVariant =
  | 'primary'
  | 'secondary'
  | 'outline'
  | 'ghost'
  | 'ghost-primary'
  | 'ghost-danger'
  | 'danger'
  | 'inverse'
  | 'ghost-inverse';
export type ButtonSize = 'sm' | 'md' | 'lg' | 'icon' | 'icon-sm';

const variants: Record<ButtonVariant, string> = {
  primary: 'bg-primary text-primary-foreground shadow-sm hover:bg-primary-hover',
  secondary: 'bg-primary-soft text-primary-soft-foreground hover:bg-primary-soft/70',
  outline: 'border border-input bg-surface text-foreground hover:bg-muted',
  ghost: 'text-foreground hover:bg-muted',
  /** A light action in the brand colour, such as "Add window" inside a list. */
  'ghost-primary': 'text-primary hover:bg-primary-soft',
  /** A quiet remove button that turns red on hover. */
  'ghost-danger': 'text-muted-foreground hover:bg-danger-soft hover:text-danger',
  danger: 'bg-danger text-white hover:opacity-90',
  inverse: 'bg-white text-[#1f5c46] shadow-sm hover:bg-[#f6e1e2]',
  'ghost-inverse': 'text-white hover:bg-white/10',
};

/* Below the app's 768 px breakpoint (a phone) every size is at least 44 px each way, for a thumb. */
const sizes: Record<ButtonSize, string> = {
  sm: 'h-11 md:h-9 px-3 text-sm gap-1.5',
  md: 'h-11 px-4 text-sm gap-2',
  lg: 'h-12 px-6 text-base gap-2',
  icon: 'size-11 md:size-10 justify-center',
  'icon-sm': 'size-11 md:size-9 justify-center',
};

/** Shared by <Button> and links that look like buttons. */
export function buttonClasses(
  variant: ButtonVariant = 'primary',
  size: ButtonSize = 'md',
  className?: string,
) {
  return cn(
    'inline-flex shrink-0 items-center justify-center rounded-xl font-medium whitespace-nowrap transition-colors',
    'disabled:pointer-events-none disabled:opacity-55 focus-visible:outline-2 focus-visible:outline-offset-2',
    variants[variant],
    sizes[size],
    className,
  );
}

interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  loading?: boolean;
}

export function Button({
  variant,
  size,
  loading,
  className,
  children,
  disabled,
  type,
  ...rest
}: ButtonProps) {
  return (
    <button
      type={type ?? 'button'}
      className={buttonClasses(variant, size, className)}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      {...rest}
    >
      {loading && <Spinner className="size-4" />}
      {children}
    </button>
  );
}
