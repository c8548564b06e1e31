import type { LucideIcon } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { Card } from '../../../components/ui/card';
import { cn } from '../../../lib/cn';

/** A titled block of the order page. */
export function SectionCard({
  title,
  icon: Icon,
  action,
  className,
  children,
}: {
  title: string;
  icon?: LucideIcon;
  action?: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <section aria-labelledby={id}>
      <Card className={cn('p-4 sm:p-5', className)}>
        <div className="flex items-center gap-2">
          {Icon && <Icon className="size-4 text-muted-foreground" aria-hidden="true" />}
          <h2
            id={id}
            className="min-w-0 flex-1 text-sm font-semibold tracking-wide text-muted-foreground uppercase"
          >
            {title}
          </h2>
          {action}
        </div>
        <div className="mt-3">{children}</div>
      </Card>
    </section>
  );
}

/** Label and value pairs inside a section. */
export function Facts({ children }: { children: ReactNode }) {
  return <dl className="grid gap-x-4 gap-y-2.5 text-[15px] sm:grid-cols-[9rem_minmax(0,1fr)]">{children}</dl>;
}

export function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt className="text-sm text-muted-foreground sm:pt-px">{label}</dt>
      <dd className="-mt-2 min-w-0 break-words sm:mt-0">{children}</dd>
    </>
  );
}
