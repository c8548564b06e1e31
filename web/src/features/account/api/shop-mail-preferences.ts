import type { ShopMailPreferences, ShopMailPreferencesAnswer } from '@contract/shop-mail';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

const shopMailKey = ['users', 'shop-mail'] as const;

export function getShopMail(signal?: AbortSignal): Promise<ShopMailPreferencesAnswer> {
  return apiRequest<ShopMailPreferencesAnswer>('/api/users/shop-mail', { signal });
}

export function saveShopMail(input: ShopMailPreferences): Promise<ShopMailPreferencesAnswer> {
  return apiRequest<ShopMailPreferencesAnswer>('/api/users/shop-mail', { method: 'PUT', body: input });
}

export const shopMailQuery = () =>
  queryOptions({
    queryKey: shopMailKey,
    queryFn: ({ signal }) => getShopMail(signal),
    // The section says itself that it could not load.
    meta: { errorToast: false },
  });

/** The signed-in owner's or manager's own choice of e-mails from the shop. */
export const useShopMail = () => useQuery(shopMailQuery());

/** Saves the whole choice; the section shows the answer, which is what is stored. */
export function useSaveShopMail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveShopMail,
    onSuccess: (saved) => queryClient.setQueryData(shopMailKey, saved),
  });
}
