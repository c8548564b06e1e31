import { toApiError } from './api-error';
import { session } from './current-session';

/*
 * Files the API answers (a PDF, a CSV): a plain link cannot send the bearer token, so the file is
 * fetched like apiRequest does (refreshing once on 401) and the browser saves what came.
 */

const request = (url: string, accept: string, token: string | null) =>
  fetch(url, {
    headers: token ? { Accept: accept, Authorization: `Bearer ${token}` } : { Accept: accept },
    credentials: 'same-origin',
  });

export async function fetchFile(url: string, accept: string): Promise<Blob> {
  const token = await session.getAccessToken();
  let response = await request(url, accept, token);
  if (response.status === 401 && token) {
    const fresh = await session.refresh();
    if (fresh) response = await request(url, accept, fresh);
  }
  if (!response.ok) throw await toApiError(response);
  return response.blob();
}

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

/** An invoice's or credit note's file name, as the server names it. */
export const documentFileName = (document: { kind: string; number: string }) =>
  `${document.kind === 'invoice' ? 'invoice' : 'credit-note'}-${document.number}.pdf`;
