import { Check } from 'lucide-react';
import { cn } from '../../../lib/cn';

interface StepIndicatorProps {
  steps: readonly { id: string; label: string }[];
  current: number;
}

export function StepIndicator({ steps, current }: StepIndicatorProps) {
  return (
    <ol aria-label="Onboarding progress" className="flex items-center gap-2">
      {steps.map((step, index) => {
        const done = index < current;
        const active = index === current;
        return (
          <li
            key={step.id}
            className="flex flex-1 items-center gap-2"
            aria-current={active ? 'step' : undefined}
          >
            <span
              className={cn(
                'flex size-7 shrink-0 items-center justify-center rounded-full text-xs font-semibold transition-colors',
                done && 'bg-primary text-primary-foreground',
                active && 'bg-primary-soft text-primary-soft-foreground ring-2 ring-primary',
                !done && !active && 'bg-muted text-muted-foreground',
              )}
            >
              {done ? <Check className="size-3.5" aria-hidden="true" /> : index + 1}
            </span>
            <span
              className={cn(
                'text-sm whitespace-nowrap',
                active ? 'font-medium' : 'text-muted-foreground',
                // With many steps a phone shows the current step's name only; the others keep theirs
                // for screen readers.
                !active && steps.length > 3 && 'sr-only md:not-sr-only',
              )}
            >
              {step.label}
              {done && <span className="sr-only"> (done)</span>}
            </span>
            {index < steps.length - 1 && <span aria-hidden="true" className="h-px flex-1 bg-border" />}
          </li>
        );
      })}
    </ol>
  );
}
