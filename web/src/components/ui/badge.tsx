import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';

const tones = {
  rose: 'bg-accent text-accent-foreground',
  green: 'bg-primary-soft text-primary-soft-foreground',
  neutral: 'bg-muted text-muted-foreground',
};

const sizes = {
  sm: 'px-1.5 text-[10px]',
  md: 'px-2 text-[11px]',
};

interface BadgeProps {
  tone?: keyof typeof tones;
  size?: keyof typeof sizes;
  className?: string;
  children: ReactNode;
}

export function Badge({ tone = 'rose', size = 'md', className, children }: BadgeProps) {
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full py-0.5 font-semibold tracking-wide whitespace-nowrap',
        sizes[size],
        tones[tone],
        className,
      )}
    >
      {children}
    </span>
  );
}
