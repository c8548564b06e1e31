import type { TeamList, TeamMember } from '@contract/team';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { teamKeys } from './query-keys';

export type SetActiveInput = { id: string; active: boolean };

export function setMemberActive({ id, active }: SetActiveInput): Promise<TeamMember> {
  const action = active ? 'activate' : 'deactivate';
  return apiRequest<TeamMember>(`/api/users/florists/${encodeURIComponent(id)}/${action}`, {
    method: 'POST',
  });
}

/** The confirm dialog shows why a deactivation was refused; the list row updates in place. */
export function useSetMemberActive() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setMemberActive,
    onSuccess: (member) =>
      queryClient.setQueryData<TeamList>(teamKeys.list, (list) =>
        list ? { ...list, items: list.items.map((item) => (item.id === member.id ? member : item)) } : list,
      ),
    meta: { errorToast: false },
  });
}
