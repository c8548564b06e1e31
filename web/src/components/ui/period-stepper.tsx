import { ChevronLeft, ChevronRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { Button } from './button';

interface PeriodStepperProps {
  /** What one step moves: "day", "week", "month"; the buttons say "Previous day", "Next day". */
  unit: string;
  onStep: (direction: 1 | -1) => void;
  /** Between the buttons, e.g. a date field to jump anywhere. */
  children?: ReactNode;
  className?: string;
}

/** The back and forward buttons of a page that shows one day, week or month at a time. */
export function PeriodStepper({ unit, onStep, children, className }: PeriodStepperProps) {
  return (
    <div className={cn('flex items-center gap-1', className)}>
      <Button variant="outline" size="icon" onClick={() => onStep(-1)} aria-label={`Previous ${unit}`}>
        <ChevronLeft className="size-5" aria-hidden="true" />
      </Button>
      {children}
      <Button variant="outline" size="icon" onClick={() => onStep(1)} aria-label={`Next ${unit}`}>
        <ChevronRight className="size-5" aria-hidden="true" />
      </Button>
    </div>
  );
}
