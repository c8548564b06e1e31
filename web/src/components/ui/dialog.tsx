import { X } from 'lucide-react';
import { type ReactNode, useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import { cn } from '../../lib/cn';
import { Button } from './button';
import { useModal } from './use-modal';

interface DialogProps {
  open: boolean;
  onClose: () => void;
  title: string;
  description?: ReactNode;
  children: ReactNode;
  /** Alert dialogs ask for a decision; screen readers announce them more urgently. */
  role?: 'dialog' | 'alertdialog';
  className?: string;
}

/**
 * A modal: a sheet from the bottom on phones, a centred card from 640 px. Closes on Escape, the
 * close button and a tap beside it; focus stays inside while open.
 */
export function Dialog({
  open,
  onClose,
  title,
  description,
  children,
  role = 'dialog',
  className,
}: DialogProps) {
  const panelRef = useRef<HTMLDivElement>(null);
  const id = useId();
  useModal(open, panelRef, onClose);

  if (!open) return null;
  return createPortal(
    <div className="fixed inset-0 z-50 flex items-end justify-center sm:items-center sm:p-6">
      <button
        type="button"
        tabIndex={-1}
        aria-label="Close"
        onClick={onClose}
        className="absolute inset-0 animate-fade-in bg-black/40 backdrop-blur-[2px]"
      />
      {/* biome-ignore lint/a11y/useAriaPropsSupportedByRole: role is dialog or alertdialog, both modal. */}
      <div
        ref={panelRef}
        role={role}
        aria-modal="true"
        aria-labelledby={`${id}-title`}
        aria-describedby={description ? `${id}-description` : undefined}
        tabIndex={-1}
        className={cn(
          'relative max-h-[92dvh] w-full animate-fade-in overflow-y-auto rounded-t-3xl bg-surface-raised px-5 pt-5 pb-[max(1.25rem,env(safe-area-inset-bottom))] shadow-pop outline-none',
          'sm:max-w-md sm:rounded-3xl sm:p-6',
          className,
        )}
      >
        <div className="flex items-start gap-3">
          <div className="min-w-0 flex-1">
            <h2 id={`${id}-title`} className="font-display text-xl font-semibold tracking-tight">
              {title}
            </h2>
            {description && (
              <div id={`${id}-description`} className="mt-1 text-sm text-muted-foreground">
                {description}
              </div>
            )}
          </div>
          <Button variant="ghost" size="icon" onClick={onClose} aria-label="Close" className="-mt-1.5 -mr-2">
            <X className="size-5" aria-hidden="true" />
          </Button>
        </div>
        <div className="mt-5">{children}</div>
      </div>
    </div>,
    document.body,
  );
}

/** The buttons at the foot of a dialog: stacked full-width on phones, in a row on the right above. */
export function DialogActions({ children }: { children: ReactNode }) {
  return <div className="mt-6 flex flex-col-reverse gap-2.5 sm:flex-row sm:justify-end">{children}</div>;
}
