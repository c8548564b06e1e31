import type { LegalDetails, LegalDetailsInput } from '@contract/legal-details';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export function updateLegalDetails(input: LegalDetailsInput): Promise<LegalDetails> {
  return apiRequest<LegalDetails>('/api/business-settings/legal', { method: 'PUT', body: input });
}

export function useUpdateLegalDetails() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateLegalDetails,
    onSuccess: (saved) => queryClient.setQueryData(queryKeys.legalDetails, saved),
    meta: { errorToast: false },
  });
}
