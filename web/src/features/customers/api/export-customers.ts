import { useMutation } from '@tanstack/react-query';
import { fetchFile, saveFile } from '../../../lib/download-file';

export const EXPORT_FILE_NAME = 'customers.csv';

/** GET /api/customers/export as a Blob, which the browser then saves. */
export const exportCustomers = (): Promise<Blob> => fetchFile('/api/customers/export', 'text/csv');

export function useExportCustomers() {
  return useMutation({
    mutationFn: exportCustomers,
    onSuccess: (blob) => saveFile(blob, EXPORT_FILE_NAME),
  });
}
