import { session } from './current-session';
import { type RequestOptions, readAnswer, send } from './public-request';

export { ApiError, isApiError, toApiError } from './api-error';
export type { RequestOptions } from './public-request';

/** Calls the API and answers the parsed JSON body (undefined for 204). */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const auth = options.auth ?? true;
  const token = auth ? await session.getAccessToken() : null;
  let response = await send(path, options, token);

  // The token may have expired in a sleeping tab or been revoked: refresh once and try again.
  if (response.status === 401 && token) {
    const fresh = await session.refresh();
    if (fresh) response = await send(path, options, fresh);
  }
  return readAnswer<T>(response);
}
