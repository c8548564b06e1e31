import type { InviteInput, TeamMember } from '@contract/team';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { teamKeys } from './query-keys';

/** Invites someone, or sends a pending invitee a new link (the server tells them apart by e-mail). */
export function inviteMember(input: InviteInput): Promise<TeamMember> {
  return apiRequest<TeamMember>('/api/users/florists', { method: 'POST', body: input });
}

/** The invite form shows field errors itself (an address with an account, a role not allowed). */
export function useInviteMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: inviteMember,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: teamKeys.list }),
    meta: { errorToast: false },
  });
}

/** "Re-send invite" on a pending row: the same call, with the person's e-mail, role and names. */
export function useResendInvite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (member: TeamMember) =>
      inviteMember({
        email: member.email,
        role: member.role === 'manager' ? 'manager' : 'florist',
        first_name: member.first_name,
        last_name: member.last_name,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: teamKeys.list }),
  });
}
