import { useMutation } from '@tanstack/react-query';
import { fetchFile, saveFile } from '../../../lib/download-file';

export type ExportFormat = 'json' | 'html';

const accept: Record<ExportFormat, string> = { json: 'application/json', html: 'text/html' };

/** GET /api/customers/{id}/export: everything the shop holds about them, as a file the browser saves. */
export const exportCustomerData = (id: string, format: ExportFormat): Promise<Blob> =>
  fetchFile(`/api/customers/${encodeURIComponent(id)}/export?format=${format}`, accept[format]);

/** The file name the server gives it too: who, and which day (a request may be asked again later). */
export const exportFileName = (
  id: string,
  format: ExportFormat,
  day = new Date().toISOString().slice(0, 10),
) => `customer-${id}-${day}.${format}`;

export function useExportCustomerData(id: string) {
  return useMutation({
    mutationFn: (format: ExportFormat) => exportCustomerData(id, format),
    onSuccess: (blob, format) => saveFile(blob, exportFileName(id, format)),
  });
}
