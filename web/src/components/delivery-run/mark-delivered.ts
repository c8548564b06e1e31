import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { apiRequest } from '../../lib/api-client';
import { uploadWithProgress } from '../../lib/upload-with-progress';
import { invalidateRun } from './query-keys';

/** The stop is delivered; the polaroid photo travels in the same form when one was taken. */
export function markDelivered(
  uuid: string,
  photo: File | null,
  onProgress?: (fraction: number) => void,
): Promise<{ ok: true }> {
  const url = `/api/orders/${encodeURIComponent(uuid)}/delivered`;
  if (!photo) return apiRequest(url, { method: 'POST', body: {} });
  const body = new FormData();
  body.set('polaroid_photo', photo);
  return uploadWithProgress(url, body, { onProgress });
}

export function useMarkDelivered(uuid: string) {
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState<number | null>(null);
  const mutation = useMutation({
    mutationFn: (photo: File | null) => markDelivered(uuid, photo, photo ? setProgress : undefined),
    onMutate: (photo) => setProgress(photo ? 0 : null),
    onSettled: () => {
      setProgress(null);
      return invalidateRun(queryClient);
    },
    meta: { errorToast: false },
  });
  return { ...mutation, progress };
}
