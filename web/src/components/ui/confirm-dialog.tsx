import { CircleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from './button';
import { Dialog, DialogActions } from './dialog';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  onConfirm: () => void;
  onClose: () => void;
  pending?: boolean;
  /** Why the last attempt failed, e.g. the server's conflict message; shown inside the dialog. */
  error?: string | null;
}

/** Asks before something that cannot be undone, such as deleting. */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  onConfirm,
  onClose,
  pending,
  error,
}: ConfirmDialogProps) {
  return (
    <Dialog open={open} onClose={onClose} title={title} role="alertdialog" description={children}>
      {error && (
        <p role="alert" className="flex gap-2 rounded-xl bg-danger-soft px-3.5 py-3 text-sm text-danger">
          <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <span>{error}</span>
        </p>
      )}
      <DialogActions>
        <Button variant="outline" onClick={onClose}>
          {error ? 'Got it' : 'Cancel'}
        </Button>
        {!error && (
          <Button variant="danger" onClick={onConfirm} loading={pending}>
            {confirmLabel}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
