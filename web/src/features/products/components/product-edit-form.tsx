import type { Product, ProductInput } from '@contract/products';
import { useQuery } from '@tanstack/react-query';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { quietBusinessQuery } from '../../../lib/current-business';
import { showErrorToast } from '../../../lib/error-toast';
import { applyServerFieldErrors } from '../../../lib/form-errors';
import { useUpdateProduct } from '../api/update-product';
import { ProductFields } from './product-fields';
import { changedFields, PRODUCT_FIELDS, productValues } from './product-form-values';
import { useProductForm } from './use-product-form';

/** The product's fields; saving sends only what changed (PATCH). */
export function ProductEditForm({ product }: { product: Product }) {
  const { data: business } = useQuery(quietBusinessQuery);
  const form = useProductForm(productValues(product));
  const update = useUpdateProduct(product.id);

  const onSubmit = async (input: ProductInput) => {
    const patch = changedFields(product, input);
    if (Object.keys(patch).length === 0) {
      toast.info('Nothing to save: no field has changed');
      return;
    }
    try {
      const saved = await update.mutateAsync(patch);
      form.reset(productValues(saved));
    } catch (error) {
      if (!applyServerFieldErrors(error, form.setError, PRODUCT_FIELDS)) showErrorToast(error);
      return;
    }
    toast.success('Product saved');
  };

  return (
    <form noValidate onSubmit={form.handleSubmit(onSubmit)} aria-label="Product details">
      <Card className="p-4 sm:p-6">
        <ProductFields form={form} currency={business?.currency} />
        <div className="mt-6 flex justify-end border-t border-border pt-4">
          <Button type="submit" className="w-full sm:w-auto" loading={form.formState.isSubmitting}>
            Save changes
          </Button>
        </div>
      </Card>
    </form>
  );
}
