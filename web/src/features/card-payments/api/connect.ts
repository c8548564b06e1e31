import { apiRequest } from '../../../lib/api-client';

const connect = (path: string) => `/api/stripe/connect/${path}`;

export const createAccount = (country?: string) =>
  apiRequest<{ account_id: string }>(connect('create-account'), {
    method: 'POST',
    body: country ? { country } : {},
  });

export const restartAccount = () =>
  apiRequest<{ account_id: string }>(connect('restart-account'), { method: 'POST', body: {} });

export const createAccountLink = () =>
  apiRequest<{ url: string }>(connect('create-account-link'), { method: 'POST' });
