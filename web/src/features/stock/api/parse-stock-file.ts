import type { UploadPreview } from '@contract/stock';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { uploadWithProgress } from '../../../lib/upload-with-progress';

export interface StockFile {
  file: File;
  signal?: AbortSignal;
}

/** POST /api/stock/file_upload/parse: reads the wholesaler's file into a preview; nothing is applied. */
export function parseStockFile({ file, signal }: StockFile, onProgress?: (fraction: number) => void) {
  const body = new FormData();
  body.set('file', file);
  return uploadWithProgress<UploadPreview>('/api/stock/file_upload/parse', body, { onProgress, signal });
}

/** Uploads the file with its progress (0 to 1, or null when no upload is under way). */
export function useParseStockFile() {
  const [progress, setProgress] = useState<number | null>(null);
  const mutation = useMutation({
    mutationFn: (input: StockFile) => parseStockFile(input, setProgress),
    onMutate: () => setProgress(0),
    onSettled: () => setProgress(null),
    // The page shows why a file was refused beside the file picker.
    meta: { errorToast: false },
  });
  return { ...mutation, progress };
}
