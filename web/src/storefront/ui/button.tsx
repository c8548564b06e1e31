import type { ButtonHTMLAttributes } from 'react';
import { Spinner } from './icons';

/* The app's button look (components/ui/button.tsx), without its dependencies, for this small bundle. */

export type ButtonVariant = 'primary' | 'outline';

const variants: Record<ButtonVariant, string> = {
  primary: 'bg-primary text-primary-foreground shadow-sm hover:bg-primary-hover',
  outline: 'border border-input bg-surface text-foreground hover:bg-muted',
};

const sizes = { md: 'h-11 px-4 text-sm gap-2', lg: 'h-12 px-6 text-base gap-2' };

export function buttonClasses(variant: ButtonVariant = 'primary', size: keyof typeof sizes = 'md') {
  return `inline-flex shrink-0 items-center justify-center rounded-xl font-medium whitespace-nowrap transition-colors disabled:pointer-events-none disabled:opacity-55 ${variants[variant]} ${sizes[size]}`;
}

interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: keyof typeof sizes;
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
      className={`${buttonClasses(variant, size)} ${className ?? ''}`}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      {...rest}
    >
      {loading && <Spinner className="size-4" />}
      {children}
    </button>
  );
}
