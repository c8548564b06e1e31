import { CircleCheck, CircleDot } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';

interface SaveBarProps {
  dirty: boolean;
  saving: boolean;
  saveLabel: string;
  /** Without it the save button submits the form it sits in. */
  onSave?: () => void;
  onDiscard: () => void;
  /** What is unsaved, when more than one thing could be. */
  status?: ReactNode;
}

/** Sticks to the bottom of the screen (above the phone's bottom bar) so Save is always in reach. */
export function SaveBar({ dirty, saving, saveLabel, onSave, onDiscard, status }: SaveBarProps) {
  return (
    <div
      className={cn(
        'sticky bottom-[calc(4.75rem+env(safe-area-inset-bottom))] z-10 mt-6 flex items-center gap-2 rounded-2xl border p-2 pl-4 shadow-pop backdrop-blur md:bottom-6',
        dirty ? 'border-primary/40 bg-surface-raised/95' : 'border-border bg-surface-raised/90',
      )}
    >
      <p aria-live="polite" className="flex min-w-0 flex-1 items-center gap-2 text-sm">
        {dirty ? (
          <>
            <CircleDot className="size-4 shrink-0 text-rose" aria-hidden="true" />
            <span className="truncate font-medium">
              <span className="sm:hidden">Unsaved</span>
              <span className="hidden sm:inline">{status ?? 'Unsaved changes'}</span>
            </span>
          </>
        ) : (
          <>
            <CircleCheck className="size-4 shrink-0 text-success" aria-hidden="true" />
            <span className="truncate text-muted-foreground">
              <span className="sm:hidden">Saved</span>
              <span className="hidden sm:inline">All changes saved</span>
            </span>
          </>
        )}
      </p>
      {dirty && (
        <Button variant="ghost" onClick={onDiscard} disabled={saving}>
          Discard
        </Button>
      )}
      <Button type={onSave ? 'button' : 'submit'} onClick={onSave} loading={saving} disabled={!dirty}>
        {saveLabel}
      </Button>
    </div>
  );
}
