import type { GiftCardDetail, GiftCardPage } from '@contract/gift-cards';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const giftCardsKeys = {
  all: ['gift-cards'] as const,
  list: (q: string) => ['gift-cards', 'list', q] as const,
  detail: (id: string) => ['gift-cards', 'detail', id] as const,
};

export const giftCardsQuery = (q: string) =>
  queryOptions({
    queryKey: giftCardsKeys.list(q),
    queryFn: ({ signal }) =>
      apiRequest<GiftCardPage>(
        `/api/gift-cards?${new URLSearchParams(q ? { q, limit: '100' } : { limit: '100' })}`,
        {
          signal,
        },
      ),
    meta: { errorToast: false },
  });

export const useGiftCards = (q: string) =>
  useQuery({ ...giftCardsQuery(q), placeholderData: keepPreviousData });

export const giftCardQuery = (id: string) =>
  queryOptions({
    queryKey: giftCardsKeys.detail(id),
    queryFn: ({ signal }) =>
      apiRequest<GiftCardDetail>(`/api/gift-cards/${encodeURIComponent(id)}`, { signal }),
    meta: { errorToast: false },
  });

/** POST /api/gift-cards/{id}/adjustments: the card as it now stands. */
export function useAdjustGiftCard(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { amount: number; reason: string }) =>
      apiRequest<GiftCardDetail>(`/api/gift-cards/${encodeURIComponent(id)}/adjustments`, {
        method: 'POST',
        body: input,
      }),
    onSuccess: (card) => {
      client.setQueryData(giftCardsKeys.detail(id), card);
      void client.invalidateQueries({ queryKey: ['gift-cards', 'list'] });
    },
    meta: { errorToast: false },
  });
}
