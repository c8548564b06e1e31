import type { Product } from '@contract/products';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { uploadWithProgress } from '../../../lib/upload-with-progress';
import { productChanged } from './product-changed';

export function addPhotos(id: string, photos: File[], onProgress?: (fraction: number) => void) {
  const body = new FormData();
  for (const photo of photos) body.append('photos', photo);
  return uploadWithProgress<Product>(`/api/products/${encodeURIComponent(id)}/photos`, body, { onProgress });
}

/** Adds photos after the others and reports how far the upload got (0 to 1, or null). */
export function useAddPhotos(id: string) {
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState<number | null>(null);
  const mutation = useMutation({
    mutationFn: (photos: File[]) => addPhotos(id, photos, setProgress),
    onMutate: () => setProgress(0),
    onSettled: () => setProgress(null),
    onSuccess: (product) => productChanged(queryClient, product),
    // The photo manager says why the server refused a photo beside the picker.
    meta: { errorToast: false },
  });
  return { ...mutation, progress };
}
