import type { Business } from '@contract/business';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from './api-client';
import { queryKeys } from './query-keys';

/** A file uploads a new logo; null removes it. */
export function setLogo(file: File | null): Promise<Business> {
  if (!file) return apiRequest<Business>('/api/business/logo', { method: 'DELETE' });
  const form = new FormData();
  form.append('logo', file);
  return apiRequest<Business>('/api/business/logo', { method: 'POST', body: form });
}

export function useSetLogo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setLogo,
    onSuccess: (business) => queryClient.setQueryData(queryKeys.business, business),
  });
}
