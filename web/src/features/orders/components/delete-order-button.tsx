import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { errorToastMessage } from '../../../lib/error-toast';
import { useDeleteOrder } from '../api/delete-order';

/** Owners and managers remove an order from every list; it stays in the books. */
export function DeleteOrderButton({ uuid, number }: { uuid: string; number: number }) {
  const remove = useDeleteOrder(uuid);
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const close = () => {
    setOpen(false);
    setError(null);
  };

  const confirm = async () => {
    try {
      await remove.mutateAsync();
    } catch (failure) {
      setError(errorToastMessage(failure));
      return;
    }
    toast.success(`Order #${number} deleted`);
    void navigate('/intern/orders', { replace: true });
  };

  return (
    <>
      <Button
        variant="ghost"
        className="w-full text-danger hover:bg-danger-soft"
        onClick={() => setOpen(true)}
      >
        <Trash2 className="size-4" aria-hidden="true" />
        Delete order
      </Button>
      <ConfirmDialog
        open={open}
        onClose={close}
        title={`Delete order #${number}?`}
        confirmLabel="Delete order"
        onConfirm={() => void confirm()}
        pending={remove.isPending}
        error={error}
      >
        It disappears from every list and the customer's link stops working. It stays in your books.
      </ConfirmDialog>
    </>
  );
}
