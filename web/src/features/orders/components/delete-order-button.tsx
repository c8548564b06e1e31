import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { DeleteButton } from '../../../components/ui/delete-button';
import { useDeleteOrder } from '../api/delete-order';

/** Owners and managers remove an order from every list; it stays in the books. */
export function DeleteOrderButton({ uuid, number }: { uuid: string; number: number }) {
  const remove = useDeleteOrder(uuid);
  const navigate = useNavigate();
  return (
    <DeleteButton
      label="Delete order"
      title={`Delete order #${number}?`}
      onDelete={() => remove.mutateAsync()}
      pending={remove.isPending}
      onDeleted={() => {
        toast.success(`Order #${number} deleted`);
        void navigate('/intern/orders', { replace: true });
      }}
    >
      It disappears from every list and the customer's link stops working. It stays in your books.
    </DeleteButton>
  );
}
