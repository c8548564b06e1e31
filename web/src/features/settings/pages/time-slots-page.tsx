import type { OrderTime, WindowType } from '@contract/order-time';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from 'sonner';
import { PageSkeleton } from '../../../components/ui/skeleton';
import { StaffOnly } from '../../../components/ui/staff-only';
import { quietBusinessQuery } from '../../../lib/current-business';
import { useOrderTime } from '../api/get-order-time';
import { LoadError } from '../components/load-error';
import { SaveBar } from '../components/save-bar';
import { SectionHeading } from '../components/section-heading';
import { SlotPreview } from '../components/time-slots/slot-preview';
import { useWeeklyWindowsForm } from '../components/time-slots/use-weekly-windows-form';
import { WeeklyEditor } from '../components/time-slots/weekly-editor';
import { todayIn } from '../components/time-slots/weekly-form';
import { UnsavedChangesGuard } from '../components/unsaved-changes';

export function TimeSlotsPage() {
  return (
    <StaffOnly title="Time slots">
      <OrderTimeLoader />
    </StaffOnly>
  );
}

function OrderTimeLoader() {
  const orderTime = useOrderTime();
  if (orderTime.isPending) return <PageSkeleton label="Loading" blocks={['h-96']} />;
  if (orderTime.isError) return <LoadError what="your time slots" onRetry={() => void orderTime.refetch()} />;
  return <TimeSlotsEditor saved={orderTime.data} />;
}

const NOUNS: Record<WindowType, string> = { delivery: 'delivery', pickup: 'pickup' };

function TimeSlotsEditor({ saved }: { saved: OrderTime }) {
  const { data: business } = useQuery(quietBusinessQuery);
  const today = todayIn(business?.time_zone);
  const editors = {
    delivery: useWeeklyWindowsForm('delivery', saved.delivery),
    pickup: useWeeklyWindowsForm('pickup', saved.pickup),
  };
  const [tab, setTab] = useState<WindowType>('delivery');
  const current = editors[tab];
  const other = editors[tab === 'delivery' ? 'pickup' : 'delivery'];
  const currentDirty = current.form.formState.isDirty;
  const otherDirty = other.form.formState.isDirty;

  const save = async () => {
    if (await current.save()) toast.success(`${tab === 'delivery' ? 'Delivery' : 'Pickup'} times saved`);
  };

  return (
    <div className="mx-auto max-w-6xl xl:grid xl:grid-cols-[minmax(0,1fr)_22rem] xl:items-start xl:gap-8">
      <div className="min-w-0">
        <SectionHeading
          title="Delivery and pickup times"
          description={
            <>
              The windows customers choose from, for each day of the week
              {business ? `, in your shop's time zone (${business.time_zone.replace(/_/g, ' ')})` : ''}.
            </>
          }
        />
        <div className="mt-5">
          <WeeklyEditor editors={editors} tab={tab} onTabChange={setTab} today={today} />
        </div>
        <SaveBar
          dirty={currentDirty}
          saving={current.saving}
          saveLabel={`Save ${NOUNS[tab]}`}
          onSave={() => void save()}
          onDiscard={current.discard}
          status={`Unsaved ${NOUNS[tab]} changes`}
        />
        {otherDirty && !currentDirty && (
          <p className="mt-2 text-center text-sm text-muted-foreground">
            The {NOUNS[tab === 'delivery' ? 'pickup' : 'delivery']} tab has unsaved changes.
          </p>
        )}
      </div>
      <aside className="mt-8 xl:sticky xl:top-24 xl:mt-0">
        <SlotPreview windowType={tab} today={today} unsaved={currentDirty} />
      </aside>
      <UnsavedChangesGuard dirty={(currentDirty || otherDirty) && !current.saving} />
    </div>
  );
}
