import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { uploadWithProgress } from '../../../lib/upload-with-progress';
import { invalidateOrder } from './invalidate-order';

export type PhotoKind = 'reference' | 'polaroid';

/** The multipart field each kind of photo travels in. */
export const PHOTO_FIELDS = { reference: 'photo_reference', polaroid: 'polaroid_photo' } as const;

export function uploadOrderPhoto(
  uuid: string,
  kind: PhotoKind,
  file: File,
  onProgress?: (fraction: number) => void,
): Promise<Record<string, string>> {
  const body = new FormData();
  body.set(PHOTO_FIELDS[kind], file);
  return uploadWithProgress(`/api/orders/${encodeURIComponent(uuid)}/${kind}`, body, { onProgress });
}

/** Uploads the photo and reports how far it got (0 to 1, or null when nothing is on its way). */
export function useUploadOrderPhoto(uuid: string, kind: PhotoKind) {
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState<number | null>(null);
  const mutation = useMutation({
    mutationFn: (file: File) => uploadOrderPhoto(uuid, kind, file, setProgress),
    onMutate: () => setProgress(0),
    onSettled: () => setProgress(null),
    onSuccess: () => invalidateOrder(queryClient, uuid),
    // The upload page explains a refused photo beside the picker.
    meta: { errorToast: false },
  });
  return { ...mutation, progress };
}
