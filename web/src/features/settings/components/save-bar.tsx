import { CircleCheck, CircleDot } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';

/** The bar's own words, for a page in another language than the English of the code. */
export type SaveBarTexts = {
  unsaved: string;
  unsavedChanges: string;
  saved: string;
  allSaved: string;
  discard: string;
};

const ENGLISH: SaveBarTexts = {
  unsaved: 'Unsaved',
  unsavedChanges: 'Unsaved changes',
  saved: 'Saved',
  allSaved: 'All changes saved',
  discard: 'Discard',
};

interface SaveBarProps {
  dirty: boolean;
  saving: boolean;
  saveLabel: string;
  /** Without it the save button submits the form it sits in. */
  onSave?: () => void;
  onDiscard: () => void;
  /** What is unsaved, when more than one thing could be. */
  status?: ReactNode;
  texts?: SaveBarTexts;
}

/** Sticks to the bottom of the screen (above the phone's bottom bar) so Save is always in reach. */
export function SaveBar({
  dirty,
  saving,
  saveLabel,
  onSave,
  onDiscard,
  status,
  texts = ENGLISH,
}: SaveBarProps) {
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
              <span className="sm:hidden">{texts.unsaved}</span>
              <span className="hidden sm:inline">{status ?? texts.unsavedChanges}</span>
            </span>
          </>
        ) : (
          <>
            <CircleCheck className="size-4 shrink-0 text-success" aria-hidden="true" />
            <span className="truncate text-muted-foreground">
              <span className="sm:hidden">{texts.saved}</span>
              <span className="hidden sm:inline">{texts.allSaved}</span>
            </span>
          </>
        )}
      </p>
      {dirty && (
        <Button variant="ghost" onClick={onDiscard} disabled={saving}>
          {texts.discard}
        </Button>
      )}
      <Button type={onSave ? 'button' : 'submit'} onClick={onSave} loading={saving} disabled={!dirty}>
        {saveLabel}
      </Button>
    </div>
  );
}
