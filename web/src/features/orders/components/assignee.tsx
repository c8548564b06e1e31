import type { InternOrder } from '@contract/orders';
import { useQuery } from '@tanstack/react-query';
import { UserRound } from 'lucide-react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { userInfoQuery } from '../../../lib/current-user';
import { useAssignOrder } from '../api/assign-order';

/** Who makes the order. There is no staff list yet, so one can take it or let it go. */
export function Assignee({ order }: { order: InternOrder }) {
  const { data: user } = useQuery(userInfoQuery);
  const assign = useAssignOrder(order.uuid);
  const person = order.assigned_to;
  const mine = person !== null && person.id === user?.id;

  const set = async (to: string | null) => {
    try {
      await assign.mutateAsync(to);
      toast.success(to ? 'Assigned to you' : 'Nobody is assigned now');
    } catch {
      // The global toast says why.
    }
  };

  return (
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
          <Button variant="secondary" size="sm" onClick={() => void set(user.id)} loading={assign.isPending}>
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
  );
}
