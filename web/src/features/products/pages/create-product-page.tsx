import type { ProductInput } from '@contract/products';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { StaffOnly } from '../../../components/ui/staff-only';
import { UploadProgress } from '../../../components/ui/upload-progress';
import { quietBusinessQuery } from '../../../lib/current-business';
import { showErrorToast } from '../../../lib/error-toast';
import { applyServerFieldErrors } from '../../../lib/form-errors';
import { useCreateProduct } from '../api/create-product';
import { photoError } from '../components/photo-error';
import { PickedPhotos } from '../components/picked-photos';
import { ProductFields } from '../components/product-fields';
import { emptyProduct, PRODUCT_FIELDS } from '../components/product-form-values';
import { usePickedPhotos } from '../components/use-picked-photos';
import { useProductForm } from '../components/use-product-form';

export function CreateProductPage() {
  return (
    <StaffOnly title="New product">
      <CreateProductForm />
    </StaffOnly>
  );
}

function CreateProductForm() {
  const { data: business } = useQuery(quietBusinessQuery);
  const form = useProductForm(emptyProduct);
  const picked = usePickedPhotos();
  const create = useCreateProduct();
  const navigate = useNavigate();
  const uploading = create.progress !== null;

  const onSubmit = async (input: ProductInput) => {
    picked.setError(null);
    let product: Awaited<ReturnType<typeof create.mutateAsync>>;
    try {
      product = await create.mutateAsync({ input, photos: picked.ordered() });
    } catch (error) {
      if (applyServerFieldErrors(error, form.setError, PRODUCT_FIELDS)) return;
      const problem = photoError(error);
      if (problem) picked.setError(problem);
      else showErrorToast(error);
      return;
    }
    toast.success(`${product.name} added`, {
      action: { label: 'Edit', onClick: () => void navigate(`/intern/products/edit/${product.id}`) },
    });
    void navigate('/intern/products');
  };

  return (
    <form noValidate onSubmit={form.handleSubmit(onSubmit)} className="mx-auto max-w-2xl">
      <h2 className="font-display text-2xl font-semibold tracking-tight">New product</h2>
      <p className="mt-1 text-[15px] text-muted-foreground">
        A bouquet or arrangement for your storefront and for orders.
      </p>
      <Card className="mt-5 p-4 sm:p-6">
        <ProductFields form={form} currency={business?.currency} />
      </Card>
      <Card className="mt-4 p-4 sm:p-6">
        <PickedPhotos picked={picked} disabled={uploading} />
      </Card>
      <div className="mt-5 space-y-3">
        {uploading && <UploadProgress fraction={create.progress ?? 0} saving="Saving the product…" />}
        <Button type="submit" size="lg" className="w-full" loading={form.formState.isSubmitting}>
          Create product
        </Button>
      </div>
    </form>
  );
}
