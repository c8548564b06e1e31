import { Trash2 } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { errorToastMessage } from '../../lib/error-toast';
import { Button } from './button';
import { ConfirmDialog } from './confirm-dialog';

interface DeleteButtonProps {
  /** "Delete order": on the button and on the confirming one. */
  label: string;
  title: string;
  /** What deleting means, in the confirm dialog. */
  children: ReactNode;
  onDelete: () => Promise<unknown>;
  pending: boolean;
  /** After the server said yes: a toast, a way back. */
  onDeleted: () => void;
}

/** A quiet danger button that asks first; a refusal is shown inside the dialog. */
export function DeleteButton({ label, title, children, onDelete, pending, onDeleted }: DeleteButtonProps) {
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const close = () => {
    setOpen(false);
    setError(null);
  };

  const confirm = async () => {
    try {
      await onDelete();
    } catch (failure) {
      setError(errorToastMessage(failure));
      return;
    }
    onDeleted();
  };

  return (
    <>
      <Button
        variant="ghost"
        className="w-full text-danger hover:bg-danger-soft"
        onClick={() => setOpen(true)}
      >
        <Trash2 className="size-4" aria-hidden="true" />
        {label}
      </Button>
      <ConfirmDialog
        open={open}
        onClose={close}
        title={title}
        confirmLabel={label}
        onConfirm={() => void confirm()}
        pending={pending}
        error={error}
      >
        {children}
      </ConfirmDialog>
    </>
  );
}
