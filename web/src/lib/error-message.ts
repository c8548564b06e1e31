import { isApiError } from './api-error';

/**
 * The global toast text for a failed call (docs/product.md, Errors), also shown inline by forms. A module of its
 * own, without the toast library, so the customer's order page can use it and stay small.
 */
export function errorToastMessage(error: unknown): string {
  const code = isApiError(error) ? error.code : undefined;
  switch (code) {
    case undefined:
      return 'Something went wrong';
    case 'VALIDATION_ERROR':
      return 'Invalid data provided';
    case 'NOT_FOUND':
      return 'The requested resource was not found';
    case 'PERMISSION_DENIED':
      return "You don't have permission to perform this action";
    default:
      return (isApiError(error) && error.message) || 'An error occurred';
  }
}
