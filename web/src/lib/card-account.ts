import type { AccountSession, AccountStatus } from '@contract/card-payments';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest, isApiError } from './api-client';

/**
 * Where the shop's card-payment account stands. A server without keys answers
 * PAYMENTS_NOT_CONFIGURED: that is an answer for these pages (they explain it), not a failure.
 */
export type CardAccount = ({ configured: true } & AccountStatus) | { configured: false; message: string };

export const cardAccountKeys = { status: ['card-account', 'status'] as const };

export const cardAccountQuery = queryOptions({
  queryKey: cardAccountKeys.status,
  queryFn: async ({ signal }): Promise<CardAccount> => {
    try {
      const status = await apiRequest<AccountStatus>('/api/stripe/connect/account-status/', { signal });
      return { configured: true, ...status };
    } catch (error) {
      if (
        isApiError(error) &&
        error.code === 'PAYMENTS_NOT_CONFIGURED' &&
        error.details.configured === false
      ) {
        return { configured: false, message: error.message };
      }
      throw error;
    }
  },
  staleTime: 60_000,
  meta: { errorToast: false },
});

export const createAccountSession = () =>
  apiRequest<AccountSession>('/api/stripe/connect/create-account-session', { method: 'POST' });
