import type { InternOrder } from '@contract/orders';
import { useQuery } from '@tanstack/react-query';
import { UserRound } from 'lucide-react';
import { useId } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { Select } from '../../../components/ui/input';
import { userInfoQuery } from '../../../lib/current-user';
import { useAssignOrder } from '../api/assign-order';
import { useTeamPeople } from '../api/get-team-people';

/** Who makes the order: oneself with one tap, or anyone active on the team from the list. */
export function Assignee({ order }: { order: InternOrder }) {
  const { data: user } = useQuery(userInfoQuery);
  const { data: team } = useTeamPeople();
  const assign = useAssignOrder(order.uuid);
  const pickerId = useId();
  const person = order.assigned_to;
  const mine = person !== null && person.id === user?.id;
  const people = team?.items ?? [];

  const set = async (to: string | null) => {
    try {
      await assign.mutateAsync(to);
      const name = people.find((p) => p.id === to)?.name;
      toast.success(
        !to
          ? 'Nobody is assigned now'
          : to === user?.id
            ? 'Assigned to you'
            : `Assigned to ${name ?? 'them'}`,
      );
    } catch {
      // The global toast says why.
    }
  };

  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center gap-3">
        <span className="flex size-9 items-center justify-center rounded-full bg-muted text-muted-foreground">
          <UserRound className="size-4" aria-hidden="true" />
        </span>
        <p className="min-w-0 flex-1 text-[15px]">
          {person ? (
            <span className="font-medium break-words">{mine ? 'You' : person.name}</span>
          ) : (
            <span className="text-muted-foreground">Nobody yet</span>
          )}
        </p>
        <div className="flex gap-2">
          {!mine && user && (
            <Button
              variant="secondary"
              size="sm"
              onClick={() => void set(user.id)}
              loading={assign.isPending}
            >
              Assign to me
            </Button>
          )}
          {person && (
            <Button variant="outline" size="sm" onClick={() => void set(null)} disabled={assign.isPending}>
              Unassign
            </Button>
          )}
        </div>
      </div>
      {people.length > 1 && (
        <div>
          <label htmlFor={pickerId} className="mb-1 block text-xs font-medium text-muted-foreground">
            Give to someone on the team
          </label>
          <Select
            id={pickerId}
            controlSize="compact"
            value={person?.id ?? ''}
            disabled={assign.isPending}
            onChange={(event) => void set(event.target.value || null)}
          >
            <option value="">Nobody</option>
            {/* Someone deactivated since keeps showing as who has it, until it is given to another. */}
            {person && !people.some((p) => p.id === person.id) && (
              <option value={person.id}>{person.name}</option>
            )}
            {people.map((p) => (
              <option key={p.id} value={p.id}>
                {p.id === user?.id ? `${p.name} (you)` : p.name} · {ROLE_LABELS[p.role]}
              </option>
            ))}
          </Select>
        </div>
      )}
    </div>
  );
}

const ROLE_LABELS = { owner: 'Owner', manager: 'Manager', florist: 'Florist' } as const;
