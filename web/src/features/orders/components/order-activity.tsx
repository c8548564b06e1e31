import { ActivityList } from '../../../components/activity/activity-list';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { useOrderAudit } from '../api/get-order-audit';

/** Who changed what on this order and when, newest first, in the shop's time zone. */
export function OrderActivity({ uuid, timeZone }: { uuid: string; timeZone: string | undefined }) {
  const audit = useOrderAudit(uuid);
  if (audit.isPending) {
    return (
      <p className="flex items-center gap-2 text-sm text-muted-foreground">
        <Spinner className="size-4" /> Loading the activity…
      </p>
    );
  }
  if (audit.isError) {
    return (
      <div className="flex flex-wrap items-center gap-3 text-sm text-muted-foreground">
        <p role="alert">Could not load the activity.</p>
        <Button variant="outline" size="sm" onClick={() => void audit.refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  const events = audit.data.pages.flatMap((page) => page.items);
  if (events.length === 0) return <p className="text-sm text-muted-foreground">Nothing recorded yet.</p>;
  return (
    <>
      <ActivityList events={events} timeZone={timeZone} />
      {audit.hasNextPage && (
        <Button
          variant="ghost-primary"
          size="sm"
          className="mt-3"
          loading={audit.isFetchingNextPage}
          onClick={() => void audit.fetchNextPage()}
        >
          Load more
        </Button>
      )}
    </>
  );
}
