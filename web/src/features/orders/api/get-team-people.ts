import type { TeamPerson } from '@contract/order-search';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { ordersKeys } from '../../../lib/orders/query-keys';

/** Who an order can be given to: the shop's active people, the owner first. Anyone of the shop may ask. */
export function getTeamPeople(signal?: AbortSignal) {
  return apiRequest<{ items: TeamPerson[]; count: number }>('/api/users/team', { signal });
}

export const teamPeopleQuery = queryOptions({
  queryKey: ordersKeys.people,
  queryFn: ({ signal }) => getTeamPeople(signal),
  staleTime: 5 * 60_000,
});

export function useTeamPeople() {
  return useQuery(teamPeopleQuery);
}
