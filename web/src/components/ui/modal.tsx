import * as DialogPrimitive from '@radix-ui/react-dialog';
import { type ReactNode, useLayoutEffect, useRef } from 'react';
import { cn } from '../../lib/cn';

export interface ModalProps {
  open: boolean;
  onClose: () => void;
  children: ReactNode;
  /** Alert dialogs ask for a decision: announced more urgently, and a tap beside them does not close them. */
  role?: 'dialog' | 'alertdialog';
  /** Where the panel sits on the backdrop and how dark the backdrop is (the backdrop fills the screen). */
  backdropClassName: string;
  /** The panel's own look. */
  className: string;
  /** The id of what describes the panel, if anything does. */
  describedBy?: string;
}

/**
 * The one modal every dialog, sheet and the storefront's product view is built on: while open, focus
 * moves in and stays in, Escape and a tap on the backdrop close it, the page behind does not scroll and
 * is hidden from screen readers, and focus returns to where it was on close. The panel must contain a
 * `ModalTitle` (visible or `sr-only`): it names the dialog.
 */
export function Modal({
  open,
  onClose,
  children,
  role = 'dialog',
  backdropClassName,
  className,
  describedBy,
}: ModalProps) {
  // The dialogs here are opened from state, not from a Radix trigger, so the primitive does not know
  // where focus came from: remember it before the panel (which may autofocus a field) mounts.
  const returnTo = useRef<HTMLElement | null>(null);
  useLayoutEffect(() => {
    if (open && document.activeElement instanceof HTMLElement) returnTo.current = document.activeElement;
  }, [open]);

  return (
    <DialogPrimitive.Root open={open} onOpenChange={(next) => !next && onClose()}>
      <DialogPrimitive.Portal>
        {/* The panel sits inside the backdrop, so a long panel scrolls and a tap beside it closes. */}
        <DialogPrimitive.Overlay
          className={cn('fixed inset-0 z-50 animate-fade-in backdrop-blur-[2px]', backdropClassName)}
        >
          <DialogPrimitive.Content
            role={role}
            aria-describedby={describedBy}
            className={cn('outline-none', className)}
            // A form dialog opens on its panel (its title is read first); a field with autoFocus keeps
            // the focus, and an alert dialog focuses its first button, the safe one.
            onOpenAutoFocus={(event) => {
              if (role === 'alertdialog') return;
              event.preventDefault();
              (event.currentTarget as HTMLElement | null)?.focus();
            }}
            onCloseAutoFocus={(event) => {
              event.preventDefault();
              if (returnTo.current?.isConnected) returnTo.current.focus();
            }}
            onPointerDownOutside={(event) => role === 'alertdialog' && event.preventDefault()}
            // The primitive takes Escape before anything inside the panel sees it. A control that
            // uses Escape itself (an inline rename cancels just the rename) says so with
            // `data-own-escape`, and the dialog stays open.
            onEscapeKeyDown={(event) => {
              if (event.target instanceof Element && event.target.closest('[data-own-escape]'))
                event.preventDefault();
            }}
          >
            {children}
          </DialogPrimitive.Content>
        </DialogPrimitive.Overlay>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}

/** The dialog's name; give it `sr-only` when the panel shows no heading. */
export const ModalTitle = DialogPrimitive.Title;
