import type { Business, BusinessUpdateInput } from '@contract/business';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest, isApiError } from './api-client';
import { queryKeys } from './query-keys';

/**
 * The signed-in user's shop, or null when there is none yet: the server answers 404 then (docs/product.md, Calls and forms),
 * which is an answer rather than a failure, so it shows no toast.
 */
export const businessQuery = queryOptions({
  queryKey: queryKeys.business,
  queryFn: async ({ signal }) => {
    try {
      return await apiRequest<Business>('/api/business', { signal });
    } catch (error) {
      if (isApiError(error) && error.code === 'NOT_FOUND') return null;
      throw error;
    }
  },
  staleTime: 5 * 60_000,
});

/**
 * The shop as the pages read it for its formats (currency, time zone, name): a page that cannot
 * load it still works, and says so where it needs it, so a failure shows no toast.
 */
export const quietBusinessQuery = queryOptions({ ...businessQuery, meta: { errorToast: false } });

export function useCurrentBusiness() {
  return useQuery(businessQuery);
}

export function updateBusiness(input: BusinessUpdateInput): Promise<Business> {
  return apiRequest<Business>('/api/business/', { method: 'PUT', body: input });
}

/** Onboarding's "back" and the owner's business page; forms put the server's field errors (a taken url) beside the fields. */
export function useUpdateBusiness() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateBusiness,
    onSuccess: (business) => queryClient.setQueryData(queryKeys.business, business),
    meta: { errorToast: false },
  });
}

/** The shop's time zone, for times shown on its clock; undefined until the shop is loaded. */
export function useShopTimeZone(): string | undefined {
  return useQuery(quietBusinessQuery).data?.time_zone;
}
