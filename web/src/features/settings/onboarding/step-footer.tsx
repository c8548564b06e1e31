import { ArrowLeft, ArrowRight } from 'lucide-react';
import { Button } from '../../../components/ui/button';

interface StepFooterProps {
  onBack: () => void;
  onSkip?: () => void;
  primary: { label: string; onClick: () => void; loading?: boolean };
}

/** Back on the left; skip and the main action on the right, stacked on phones. */
export function StepFooter({ onBack, onSkip, primary }: StepFooterProps) {
  return (
    <div className="mt-8 border-t border-border pt-5">
      <p className="text-sm text-muted-foreground">You can change this later in Settings.</p>
      <div className="mt-4 flex flex-col-reverse gap-3 sm:flex-row sm:items-center">
        <Button variant="ghost" size="lg" onClick={onBack}>
          <ArrowLeft className="size-4" aria-hidden="true" />
          Back
        </Button>
        <div className="flex flex-col-reverse gap-3 sm:ml-auto sm:flex-row">
          {onSkip && (
            <Button variant="outline" size="lg" onClick={onSkip}>
              Skip for now
            </Button>
          )}
          <Button size="lg" onClick={primary.onClick} loading={primary.loading}>
            {primary.label}
            <ArrowRight className="size-4" aria-hidden="true" />
          </Button>
        </div>
      </div>
    </div>
  );
}
