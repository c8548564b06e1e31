import { useMutation } from '@tanstack/react-query';
import { toApiError } from '../../../lib/api-client';
import { session } from '../../../lib/current-session';

export const EXPORT_FILE_NAME = 'customers.csv';

const request = (token: string | null) =>
  fetch('/api/customers/export', {
    headers: token ? { Accept: 'text/csv', Authorization: `Bearer ${token}` } : { Accept: 'text/csv' },
    credentials: 'same-origin',
  });

/**
 * GET /api/customers/export as a Blob. A plain link cannot send the bearer token, so this fetches it
 * like apiRequest does (refreshing once on 401) and the browser saves the Blob.
 */
export async function exportCustomers(): Promise<Blob> {
  const token = await session.getAccessToken();
  let response = await request(token);
  if (response.status === 401 && token) {
    const fresh = await session.refresh();
    if (fresh) response = await request(fresh);
  }
  if (!response.ok) throw await toApiError(response);
  return response.blob();
}

/** Hands the file to the browser as a download. */
export function saveFile(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked after the click has been handled, or some browsers cancel the download.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

export function useExportCustomers() {
  return useMutation({
    mutationFn: exportCustomers,
    onSuccess: (blob) => saveFile(blob, EXPORT_FILE_NAME),
  });
}
