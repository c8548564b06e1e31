import type { TeamMember } from '@contract/team';
import { UserPlus, Users } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { FetchError } from '../../../components/ui/fetch-error';
import { PageSkeleton } from '../../../components/ui/skeleton';
import { StaffOnly } from '../../../components/ui/staff-only';
import { isApiError } from '../../../lib/api-error';
import { useCurrentUser } from '../../../lib/current-user';
import { useTeam } from '../api/get-team';
import { useResendInvite } from '../api/invite-member';
import { useSetMemberActive } from '../api/set-member-active';
import { DeactivateDialog } from '../components/deactivate-dialog';
import { InviteDialog } from '../components/invite-dialog';
import { memberName } from '../components/member-labels';
import { MemberRow } from '../components/member-row';

export function TeamPage() {
  return (
    <StaffOnly title="Team">
      <TeamView />
    </StaffOnly>
  );
}

function TeamView() {
  const user = useCurrentUser().data;
  const team = useTeam();
  const setActive = useSetMemberActive();
  const resend = useResendInvite();
  const [inviting, setInviting] = useState(false);
  const [confirming, setConfirming] = useState<TeamMember | null>(null);
  const [busyId, setBusyId] = useState<string | null>(null);

  if (!user) return <PageSkeleton label="Loading" blocks={['h-64']} />;
  if (team.isPending) return <PageSkeleton label="Loading" blocks={['h-64']} />;
  if (team.isError) {
    return (
      <FetchError
        title="Could not load your team"
        onRetry={() => void team.refetch()}
        retrying={team.isFetching}
      />
    );
  }

  const viewer = { id: user.id, role: user.role };
  const members = team.data.items;

  const deactivate = () => {
    if (!confirming) return;
    setActive.mutate(
      { id: confirming.id, active: false },
      {
        onSuccess: (member) => {
          setConfirming(null);
          toast.success(`${memberName(member)} is deactivated and signed out everywhere`);
        },
      },
    );
  };

  const activate = (member: TeamMember) => {
    setBusyId(member.id);
    setActive.mutate(
      { id: member.id, active: true },
      {
        onSuccess: (updated) => toast.success(`${memberName(updated)} can sign in again`),
        onError: (error) => toast.error(isApiError(error) ? error.message : 'Could not activate'),
        onSettled: () => setBusyId(null),
      },
    );
  };

  const sendAgain = (member: TeamMember) => {
    setBusyId(member.id);
    resend.mutate(member, {
      onSuccess: () => toast.success(`A new invitation is on its way to ${member.email}`),
      onSettled: () => setBusyId(null),
    });
  };

  return (
    <div className="mx-auto max-w-3xl space-y-5">
      <div className="flex flex-wrap items-end justify-between gap-x-4 gap-y-3">
        <div className="min-w-0 flex-1 basis-64">
          <h2 className="font-display text-xl font-semibold tracking-tight">Your team</h2>
          <p className="mt-1 text-[15px] text-muted-foreground">
            Everyone who works in your shop. Deactivating someone signs them out at once.
          </p>
        </div>
        <Button onClick={() => setInviting(true)} className="w-full sm:w-auto">
          <UserPlus className="size-4" aria-hidden="true" />
          Invite
        </Button>
      </div>

      <Card className="overflow-hidden">
        <ul aria-label="Team" className="divide-y divide-border">
          {members.map((member) => (
            <MemberRow
              key={member.id}
              member={member}
              viewer={viewer}
              onDeactivate={(target) => {
                setActive.reset();
                setConfirming(target);
              }}
              onActivate={activate}
              onResend={sendAgain}
              busy={busyId === member.id}
            />
          ))}
        </ul>
      </Card>

      {members.length <= 1 && (
        <div className="flex items-start gap-3 rounded-2xl border border-dashed border-border px-4 py-4 text-sm text-muted-foreground sm:px-5">
          <Users className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
          <div>
            <p>
              Nobody else yet. Invite your florists: they see the orders, stock and products, and nothing
              about money or settings.
            </p>
            <Button variant="outline" size="sm" className="mt-3" onClick={() => setInviting(true)}>
              <UserPlus className="size-4" aria-hidden="true" />
              Invite a florist
            </Button>
          </div>
        </div>
      )}

      <InviteDialog
        open={inviting}
        onClose={() => setInviting(false)}
        canInviteManagers={user.role === 'owner'}
      />
      <DeactivateDialog
        member={confirming}
        onConfirm={deactivate}
        onClose={() => setConfirming(null)}
        pending={setActive.isPending}
        error={setActive.isError ? errorMessage(setActive.error) : null}
      />
    </div>
  );
}

const errorMessage = (error: unknown) =>
  isApiError(error) ? error.message : 'Could not deactivate. Check your connection and try again.';
