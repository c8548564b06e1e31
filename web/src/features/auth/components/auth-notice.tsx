import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../../../lib/cn';

const tones = {
  success: 'bg-primary-soft text-primary',
  danger: 'bg-danger-soft text-danger',
  neutral: 'bg-accent text-accent-foreground',
};

/** The outcome of an e-mailed link on the auth pages: an icon, a heading, what to do next. */
export function AuthNotice({
  icon: Icon,
  tone,
  title,
  children,
  actions,
}: {
  icon: LucideIcon;
  tone: keyof typeof tones;
  title: string;
  children: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <div>
      <div className={cn('mb-6 flex size-14 items-center justify-center rounded-2xl', tones[tone])}>
        <Icon className="size-7" strokeWidth={1.75} aria-hidden="true" />
      </div>
      <h1 className="font-display text-3xl font-semibold tracking-tight">{title}</h1>
      <div className="mt-3 space-y-3 text-[15px] leading-relaxed text-muted-foreground">{children}</div>
      {actions && <div className="mt-8 flex flex-col gap-3">{actions}</div>}
    </div>
  );
}
