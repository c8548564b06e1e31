import type { Product, ProductInput } from '@contract/products';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { uploadWithProgress } from '../../../lib/upload-with-progress';
import { productChanged } from './product-changed';

export interface NewProduct {
  input: ProductInput;
  /** The first becomes the primary photo. */
  photos: File[];
}

/** POST /api/products as form data: lists as repeated fields, "not given" as empty text. */
export function productForm({ input, photos }: NewProduct): FormData {
  const body = new FormData();
  body.set('name', input.name);
  body.set('description', input.description);
  body.set('price', input.price.toFixed(2));
  body.set('category_id', input.category_id ?? '');
  body.set('is_active', String(input.is_active));
  body.set('is_featured', String(input.is_featured));
  body.set('kind', input.kind);
  // Empty means made to order: no limit.
  body.set('current_quantity', input.current_quantity === null ? '' : String(input.current_quantity));
  for (const id of input.location_ids) body.append('location_ids', id);
  for (const occasion of input.occasions) body.append('occasions', occasion);
  body.set('same_day', String(input.same_day));
  // Left out, the product is at the shop's default rate.
  if (input.tax_class_id) body.set('tax_class_id', input.tax_class_id);
  for (const photo of photos) body.append('photos', photo);
  return body;
}

export function createProduct(product: NewProduct, onProgress?: (fraction: number) => void) {
  return uploadWithProgress<Product>('/api/products', productForm(product), { onProgress });
}

/** Creates the product with its photos and reports how far the upload got (0 to 1, or null). */
export function useCreateProduct() {
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState<number | null>(null);
  const mutation = useMutation({
    mutationFn: (product: NewProduct) => createProduct(product, setProgress),
    onMutate: () => setProgress(0),
    onSettled: () => setProgress(null),
    onSuccess: (product) => productChanged(queryClient, product),
    // The form shows field errors beside the fields and refused photos beside the picker.
    meta: { errorToast: false },
  });
  return { ...mutation, progress };
}
