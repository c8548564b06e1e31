import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-error';
import { errorToastMessage, showErrorToast } from './error-toast';
import { createQueryClient } from './query-client';

const apiError = (code: ApiError['code'], message = 'Server says no') =>
  new ApiError({ message, code, status: 400, details: {} });

afterEach(() => {
  vi.restoreAllMocks();
});

describe('error toast texts (docs/product.md, Errors)', () => {
  it('maps the known codes to fixed texts', () => {
    expect(errorToastMessage(apiError('VALIDATION_ERROR'))).toBe('Invalid data provided');
    expect(errorToastMessage(apiError('NOT_FOUND'))).toBe('The requested resource was not found');
    expect(errorToastMessage(apiError('PERMISSION_DENIED'))).toBe(
      "You don't have permission to perform this action",
    );
  });

  it("shows the server's message for any other code, or a generic one", () => {
    expect(errorToastMessage(apiError('CONFLICT', 'This address is taken'))).toBe('This address is taken');
    expect(errorToastMessage(apiError('RATE_LIMITED', 'Too many attempts, wait a minute'))).toBe(
      'Too many attempts, wait a minute',
    );
    expect(errorToastMessage(apiError('INTERNAL_ERROR', ''))).toBe('An error occurred');
  });

  it('says Something went wrong when there is no code', () => {
    expect(errorToastMessage(new ApiError({ message: 'API error: 502 Bad Gateway', status: 502 }))).toBe(
      'Something went wrong',
    );
    expect(errorToastMessage(new TypeError('Failed to fetch'))).toBe('Something went wrong');
  });

  it('shows one error toast per distinct message', () => {
    const spy = vi.spyOn(toast, 'error');
    showErrorToast(apiError('NOT_FOUND'));
    expect(spy).toHaveBeenCalledWith('The requested resource was not found', {
      id: 'error:The requested resource was not found',
    });
  });
});

describe('query client error handling', () => {
  it('toasts failed queries and mutations', async () => {
    const spy = vi.spyOn(toast, 'error');
    const client = createQueryClient();
    await expect(
      client.fetchQuery({
        queryKey: ['x'],
        queryFn: () => Promise.reject(apiError('PERMISSION_DENIED')),
        retry: false,
      }),
    ).rejects.toBeInstanceOf(ApiError);
    expect(spy).toHaveBeenCalledWith("You don't have permission to perform this action", expect.anything());

    spy.mockClear();
    const mutation = client.getMutationCache().build(client, {
      mutationFn: () => Promise.reject(apiError('VALIDATION_ERROR')),
    });
    await expect(mutation.execute(undefined)).rejects.toBeInstanceOf(ApiError);
    expect(spy).toHaveBeenCalledWith('Invalid data provided', expect.anything());
  });

  it('lets a query or mutation opt out with meta.errorToast = false', async () => {
    const spy = vi.spyOn(toast, 'error');
    const client = createQueryClient();
    await expect(
      client.fetchQuery({
        queryKey: ['business'],
        queryFn: () => Promise.reject(apiError('NOT_FOUND')),
        retry: false,
        meta: { errorToast: false },
      }),
    ).rejects.toBeInstanceOf(ApiError);
    const mutation = client.getMutationCache().build(client, {
      mutationFn: () => Promise.reject(apiError('VALIDATION_ERROR')),
      meta: { errorToast: false },
    });
    await expect(mutation.execute(undefined)).rejects.toBeInstanceOf(ApiError);
    expect(spy).not.toHaveBeenCalled();
  });
});
