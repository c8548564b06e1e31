import type { ReactNode } from 'react';
import { useId } from 'react';
import { Card } from '../../components/ui/card';

/** One numbered step of the customer's form. */
export function FormSection({
  step,
  title,
  description,
  children,
}: {
  step: number;
  title: string;
  description?: ReactNode;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <section aria-labelledby={id}>
      <Card className="p-4 sm:p-6">
        <div className="flex items-start gap-3">
          <span
            aria-hidden="true"
            className="flex size-7 shrink-0 items-center justify-center rounded-full bg-accent text-sm font-semibold text-accent-foreground"
          >
            {step}
          </span>
          <div className="min-w-0">
            <h2 id={id} className="font-display text-xl font-semibold tracking-tight">
              {title}
            </h2>
            {description && <p className="mt-0.5 text-sm text-muted-foreground">{description}</p>}
          </div>
        </div>
        <div className="mt-4 space-y-4">{children}</div>
      </Card>
    </section>
  );
}
