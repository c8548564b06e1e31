import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { isApiError } from './api-error';
import { showErrorToast } from './error-toast';

/**
 * `errorToast: false` lets a query or mutation handle its failure itself: a 404 that means
 * "no business yet", or a form that shows the server's field errors beside the fields.
 */
export interface AppMeta extends Record<string, unknown> {
  errorToast?: boolean;
}

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: AppMeta;
    mutationMeta: AppMeta;
  }
}

const notify = (error: unknown, meta: AppMeta | undefined) => {
  if (meta?.errorToast === false) return;
  showErrorToast(error);
};

export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({ onError: (error, query) => notify(error, query.meta) }),
    mutationCache: new MutationCache({
      onError: (error, _vars, _ctx, mutation) => notify(error, mutation.meta),
    }),
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        // A 4xx answer will not change by asking again; network blips and 5xx get one more try.
        retry: (failureCount, error) => failureCount < 1 && !(isApiError(error) && error.status < 500),
      },
      mutations: { retry: false },
    },
  });
}

export const queryClient = createQueryClient();
