import type { Product } from '@contract/products';
import { useQuery } from '@tanstack/react-query';
import { SearchX } from 'lucide-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { FetchError } from '../../../components/ui/fetch-error';
import { PageSkeleton } from '../../../components/ui/skeleton';
import { StaffOnly } from '../../../components/ui/staff-only';
import { isApiError } from '../../../lib/api-error';
import { quietBusinessQuery } from '../../../lib/current-business';
import { useProduct } from '../api/get-product';
import { AddOnsDialog } from '../components/add-ons-dialog';
import { DeleteProductButton } from '../components/delete-product-button';
import { PhotoManager } from '../components/photo-manager';
import { ProductAddOns } from '../components/product-add-ons';
import { ProductEditForm } from '../components/product-edit-form';
import { ProductSizes } from '../components/product-sizes';

export function EditProductPage() {
  return (
    <StaffOnly title="Edit product">
      <ProductLoader />
    </StaffOnly>
  );
}

function ProductLoader() {
  const { id = '' } = useParams();
  const product = useProduct(id);
  if (product.isPending) return <PageSkeleton label="Loading" blocks={['h-96']} />;
  if (product.isError) {
    // A malformed id answers 400; to the person it is the same missing product.
    if (isApiError(product.error) && (product.error.code === 'NOT_FOUND' || product.error.status === 400)) {
      return <ProductNotFound />;
    }
    return <FetchError title="Could not load the product" onRetry={() => void product.refetch()} />;
  }
  return <ProductEditor product={product.data} />;
}

function ProductEditor({ product }: { product: Product }) {
  const { data: business } = useQuery(quietBusinessQuery);
  const [managingAddOns, setManagingAddOns] = useState(false);
  return (
    <div className="mx-auto max-w-2xl space-y-4">
      <h2 className="font-display text-2xl font-semibold tracking-tight break-words">{product.name}</h2>
      <PhotoManager product={product} />
      {/* A new form when another product opens, so its fields start from that product. */}
      <ProductEditForm key={product.id} product={product} />
      <ProductSizes key={`sizes-${product.id}`} product={product} currency={business?.currency} />
      <ProductAddOns
        key={`add-ons-${product.id}`}
        product={product}
        currency={business?.currency}
        onManage={() => setManagingAddOns(true)}
      />
      <DeleteProductButton product={product} />
      <AddOnsDialog
        open={managingAddOns}
        onClose={() => setManagingAddOns(false)}
        currency={business?.currency}
      />
    </div>
  );
}

function ProductNotFound() {
  return (
    <EmptyState
      icon={SearchX}
      title="Product not found"
      className="mt-6 md:mt-12"
      action={
        <Link to="/intern/products" className={buttonClasses('outline')}>
          Back to products
        </Link>
      }
    >
      <p>It may have been deleted, or the link is incomplete.</p>
    </EmptyState>
  );
}
