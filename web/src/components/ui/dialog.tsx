import * as DialogPrimitive from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { cn } from '../../lib/cn';
import { Button } from './button';
import { Modal, ModalTitle } from './modal';

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
 * A modal: a sheet from the bottom on phones, a centred card from 640 px. Closes on Escape and the
 * close button, and on a tap beside it unless it is an alert dialog; focus stays inside while open.
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
  const id = useId();
  const descriptionId = `${id}-description`;
  return (
    <Modal
      open={open}
      onClose={onClose}
      role={role}
      describedBy={description ? descriptionId : undefined}
      backdropClassName="flex items-end justify-center overflow-y-auto bg-black/40 sm:items-center sm:p-6"
      className={cn(
        'relative max-h-[92dvh] w-full overflow-y-auto rounded-t-3xl bg-surface-raised px-5 pt-5 pb-[max(1.25rem,env(safe-area-inset-bottom))] shadow-pop',
        'sm:max-w-md sm:rounded-3xl sm:p-6',
        className,
      )}
    >
      <div className="flex items-start gap-3">
        <div className="min-w-0 flex-1">
          <ModalTitle className="font-display text-xl font-semibold tracking-tight">{title}</ModalTitle>
          {description && (
            <div id={descriptionId} className="mt-1 text-sm text-muted-foreground">
              {description}
            </div>
          )}
        </div>
        {/* An alert dialog is answered with its own buttons (the first one, the safe one, has focus). */}
        {role === 'dialog' && (
          <DialogPrimitive.Close asChild>
            <Button variant="ghost" size="icon" aria-label="Close" className="-mt-1.5 -mr-2">
              <X className="size-5" aria-hidden="true" />
            </Button>
          </DialogPrimitive.Close>
        )}
      </div>
      <div className="mt-5">{children}</div>
    </Modal>
  );
}

/** The buttons at the foot of a dialog: stacked full-width on phones, in a row on the right above. */
export function DialogActions({ children }: { children: ReactNode }) {
  return <div className="mt-6 flex flex-col-reverse gap-2.5 sm:flex-row sm:justify-end">{children}</div>;
}
