import { isApiError } from '../../../lib/api-error';

/**
 * Why the server refused the photos, in its own words (not an image, too large, too many), or null
 * when the failure is about something else. A failed XHR is not an ApiError: the upload never arrived.
 */
export function photoError(error: unknown): string | null {
  if (!isApiError(error)) return 'The upload did not get through. Check your connection and try again.';
  const detail = error.details.photos;
  if (typeof detail === 'string' && detail) return detail;
  if (error.code === 'UNSUPPORTED_MEDIA_TYPE' || error.code === 'PAYLOAD_TOO_LARGE') return error.message;
  return null;
}
