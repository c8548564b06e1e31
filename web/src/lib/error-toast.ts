import { toast } from 'sonner';
import { errorToastMessage } from './error-message';

export { errorToastMessage };

export function showErrorToast(error: unknown): void {
  const message = errorToastMessage(error);
  // The id folds repeats of one failure (several queries failing at once) into a single toast.
  toast.error(message, { id: `error:${message}` });
}
