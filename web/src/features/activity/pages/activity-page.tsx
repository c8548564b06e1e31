import { type AuditEntityType, auditEntityTypes } from '@contract/audit';
import { useQuery } from '@tanstack/react-query';
import { History } from 'lucide-react';
import { useId, useState } from 'react';
import { ActivityList } from '../../../components/activity/activity-list';
import { ENTITY_LABELS } from '../../../components/activity/describe-event';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { FetchError } from '../../../components/ui/fetch-error';
import { Select } from '../../../components/ui/input';
import { PageSkeleton } from '../../../components/ui/skeleton';
import { StaffOnly } from '../../../components/ui/staff-only';
import { quietBusinessQuery } from '../../../lib/current-business';
import { useAuditLog } from '../api/get-audit-log';
import { EventSubject } from '../components/event-subject';

export function ActivityPage() {
  return (
    <StaffOnly title="Activity">
      <ActivityLog />
    </StaffOnly>
  );
}

function ActivityLog() {
  const [entityType, setEntityType] = useState<AuditEntityType | null>(null);
  const filterId = useId();
  return (
    <div className="mx-auto max-w-3xl">
      <div className="flex flex-wrap items-end justify-between gap-x-4 gap-y-3">
        <div className="min-w-0 flex-1 basis-64">
          <h2 className="font-display text-xl font-semibold tracking-tight">Activity</h2>
          <p className="mt-1 text-[15px] text-muted-foreground">
            Who changed what in your shop, and when: orders, payments, stock, products, settings and the team.
          </p>
        </div>
        <div className="w-full sm:w-52">
          <label htmlFor={filterId} className="mb-1.5 block text-sm font-medium">
            Show
          </label>
          <Select
            id={filterId}
            value={entityType ?? ''}
            onChange={(event) => setEntityType((event.target.value || null) as AuditEntityType | null)}
          >
            <option value="">Everything</option>
            {auditEntityTypes.map((type) => (
              <option key={type} value={type}>
                {ENTITY_LABELS[type] ?? type}
              </option>
            ))}
          </Select>
        </div>
      </div>
      <ActivityResults entityType={entityType} />
    </div>
  );
}

function ActivityResults({ entityType }: { entityType: AuditEntityType | null }) {
  const { data: business } = useQuery(quietBusinessQuery);
  const log = useAuditLog({ entityType });
  if (log.isPending) return <PageSkeleton label="Loading the activity" blocks={['h-96']} />;
  if (log.isError) {
    return (
      <FetchError
        title="Could not load the activity"
        onRetry={() => void log.refetch()}
        retrying={log.isFetching}
      />
    );
  }
  const events = log.data.pages.flatMap((page) => page.items);
  if (events.length === 0) {
    return (
      <EmptyState icon={History} title="Nothing recorded yet" className="mt-6">
        <p>
          Changes to {entityType ? (ENTITY_LABELS[entityType] ?? entityType).toLowerCase() : 'your shop'} show
          up here.
        </p>
      </EmptyState>
    );
  }
  return (
    <Card className="mt-5 p-4 sm:p-5">
      <ActivityList
        events={events}
        timeZone={business?.time_zone}
        renderSubject={(event) => <EventSubject event={event} />}
      />
      {log.hasNextPage && (
        <div className="mt-5 flex justify-center">
          <Button variant="outline" loading={log.isFetchingNextPage} onClick={() => void log.fetchNextPage()}>
            Load more
          </Button>
        </div>
      )}
    </Card>
  );
}
