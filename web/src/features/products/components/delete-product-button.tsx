import type { Product } from '@contract/products';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { errorToastMessage } from '../../../lib/error-toast';
import { useDeleteProduct } from '../api/delete-product';

/** Removes the product from the back office and the storefront; orders keep its name. */
export function DeleteProductButton({ product }: { product: Product }) {
  const remove = useDeleteProduct(product.id);
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
    toast.success(`${product.name} deleted`);
    void navigate('/intern/products', { replace: true });
  };

  return (
    <>
      <Button
        variant="ghost"
        className="w-full text-danger hover:bg-danger-soft"
        onClick={() => setOpen(true)}
      >
        <Trash2 className="size-4" aria-hidden="true" />
        Delete product
      </Button>
      <ConfirmDialog
        open={open}
        onClose={close}
        title={`Delete ${product.name}?`}
        confirmLabel="Delete product"
        onConfirm={() => void confirm()}
        pending={remove.isPending}
        error={error}
      >
        It disappears from your products and your storefront. Orders made with it keep its name.
      </ConfirmDialog>
    </>
  );
}
