import { toApiError } from './api-error';
import { session } from './current-session';

export interface UploadOptions {
  /** From 0 to 1 as the bytes leave the browser. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

interface RawAnswer {
  status: number;
  statusText: string;
  text: string;
}

function sendOnce(url: string, body: FormData, token: string | null, options: UploadOptions) {
  return new Promise<RawAnswer>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.setRequestHeader('Accept', 'application/json');
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) options.onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => resolve({ status: xhr.status, statusText: xhr.statusText, text: xhr.responseText });
    xhr.onerror = () => reject(new TypeError('The upload did not reach the server'));
    xhr.onabort = () => reject(new DOMException('The upload was cancelled', 'AbortError'));
    if (options.signal?.aborted) {
      reject(new DOMException('The upload was cancelled', 'AbortError'));
      return;
    }
    options.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(body);
  });
}

/**
 * POSTs a multipart form with upload progress, which fetch cannot report. Like apiRequest it sends the
 * session's bearer token, refreshes once on 401 and turns a failed answer into an ApiError.
 */
export async function uploadWithProgress<T>(
  url: string,
  body: FormData,
  options: UploadOptions = {},
): Promise<T> {
  const token = await session.getAccessToken();
  let answer = await sendOnce(url, body, token, options);
  if (answer.status === 401 && token) {
    const fresh = await session.refresh();
    if (fresh) {
      options.onProgress?.(0);
      answer = await sendOnce(url, body, fresh, options);
    }
  }
  const ok = answer.status >= 200 && answer.status < 300;
  if (!ok) {
    throw await toApiError(
      new Response(answer.text, { status: answer.status, statusText: answer.statusText }),
    );
  }
  return (answer.text ? JSON.parse(answer.text) : undefined) as T;
}
