import type { Product } from '@contract/products';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { DeleteButton } from '../../../components/ui/delete-button';
import { useDeleteProduct } from '../api/delete-product';

/** Removes the product from the back office and the storefront; orders keep its name. */
export function DeleteProductButton({ product }: { product: Product }) {
  const remove = useDeleteProduct(product.id);
  const navigate = useNavigate();
  return (
    <DeleteButton
      label="Delete product"
      title={`Delete ${product.name}?`}
      onDelete={() => remove.mutateAsync()}
      pending={remove.isPending}
      onDeleted={() => {
        toast.success(`${product.name} deleted`);
        void navigate('/intern/products', { replace: true });
      }}
    >
      It disappears from your products and your storefront. Orders made with it keep its name.
    </DeleteButton>
  );
}
