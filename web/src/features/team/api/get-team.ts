import type { TeamList } from '@contract/team';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { teamKeys } from './query-keys';

export function getTeam(signal?: AbortSignal): Promise<TeamList> {
  return apiRequest<TeamList>('/api/users/florists', { signal });
}

export const teamQuery = queryOptions({
  queryKey: teamKeys.list,
  queryFn: ({ signal }) => getTeam(signal),
});

export function useTeam() {
  return useQuery(teamQuery);
}
