import type { OrderFormSettings } from '@contract/order-form';
import type { OrderTime, WindowType } from '@contract/order-time';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { PageSkeleton } from '../../../components/ui/skeleton';
import { quietBusinessQuery } from '../../../lib/current-business';
import { useLocations } from '../api/get-locations';
import { useOrderFormSettings } from '../api/get-order-form-settings';
import { useOrderTime } from '../api/get-order-time';
import { LoadError } from '../components/load-error';
import { LocationsManager } from '../components/locations/locations-manager';
import { OrderFormFields } from '../components/order-form/order-form-fields';
import { useOrderFormSettingsForm } from '../components/order-form/use-order-form-settings-form';
import { useWeeklyWindowsForm } from '../components/time-slots/use-weekly-windows-form';
import { WeeklyEditor } from '../components/time-slots/weekly-editor';
import { todayIn } from '../components/time-slots/weekly-form';
import { StepFooter } from './step-footer';

/** What the onboarding wizard passes each step; the wizard's own step props have these and more. */
export interface SetupStepProps {
  onNext: () => void;
  onBack: () => void;
}

export interface SetupStep {
  id: string;
  label: string;
  title: string;
  description: string;
  Component: (props: SetupStepProps) => ReactNode;
}

function LocationsStep({ onNext, onBack }: SetupStepProps) {
  const locations = useLocations();
  const any = (locations.data?.count ?? locations.data?.items.length ?? 0) > 0;
  return (
    <div>
      <LocationsManager />
      <StepFooter onBack={onBack} primary={{ label: any ? 'Continue' : 'Skip for now', onClick: onNext }} />
    </div>
  );
}

function TimeSlotsStep(props: SetupStepProps) {
  const orderTime = useOrderTime();
  if (orderTime.isPending) return <PageSkeleton label="Loading" blocks={['h-80']} />;
  if (orderTime.isError) return <LoadError what="your time slots" onRetry={() => void orderTime.refetch()} />;
  return <TimeSlotsStepEditor saved={orderTime.data} {...props} />;
}

function TimeSlotsStepEditor({ saved, onNext, onBack }: SetupStepProps & { saved: OrderTime }) {
  const { data: business } = useQuery(quietBusinessQuery);
  const editors = {
    delivery: useWeeklyWindowsForm('delivery', saved.delivery),
    pickup: useWeeklyWindowsForm('pickup', saved.pickup),
  };
  const [tab, setTab] = useState<WindowType>('delivery');
  const [saving, setSaving] = useState(false);
  // Read while rendering, so the forms keep these up to date.
  const dirty = {
    delivery: editors.delivery.form.formState.isDirty,
    pickup: editors.pickup.form.formState.isDirty,
  };

  /** Saves every tab with changes; stops on the first that has errors and shows it. */
  const saveAndContinue = async () => {
    setSaving(true);
    try {
      for (const type of ['delivery', 'pickup'] as const) {
        if (!dirty[type]) continue;
        if (!(await editors[type].save())) {
          setTab(type);
          return;
        }
      }
      onNext();
    } finally {
      setSaving(false);
    }
  };

  return (
    <div>
      <WeeklyEditor editors={editors} tab={tab} onTabChange={setTab} today={todayIn(business?.time_zone)} />
      <StepFooter
        onBack={onBack}
        onSkip={onNext}
        primary={{ label: 'Save and continue', onClick: () => void saveAndContinue(), loading: saving }}
      />
    </div>
  );
}

function OrderFormStep(props: SetupStepProps) {
  const settings = useOrderFormSettings();
  if (settings.isPending) return <PageSkeleton label="Loading" blocks={['h-80']} />;
  if (settings.isError)
    return <LoadError what="the order form settings" onRetry={() => void settings.refetch()} />;
  return <OrderFormStepEditor saved={settings.data} {...props} />;
}

function OrderFormStepEditor({ saved, onNext, onBack }: SetupStepProps & { saved: OrderFormSettings }) {
  const { form, save, saving } = useOrderFormSettingsForm(saved);
  const dirty = form.formState.isDirty;
  const saveAndContinue = async () => {
    if (!dirty || (await save())) onNext();
  };
  return (
    <div>
      <OrderFormFields form={form} />
      <StepFooter
        onBack={onBack}
        onSkip={onNext}
        primary={{ label: 'Save and continue', onClick: () => void saveAndContinue(), loading: saving }}
      />
    </div>
  );
}

/** The wizard's steps between "Your shop" and "Ready to go"; each can be skipped. */
export const SETUP_STEPS: readonly SetupStep[] = [
  {
    id: 'locations',
    label: 'Locations',
    title: 'Pickup and delivery',
    description:
      'Add your shop as a pickup location, then the zip codes it delivers to with their delivery prices.',
    Component: LocationsStep,
  },
  {
    id: 'time-slots',
    label: 'Time slots',
    title: 'When customers get their flowers',
    description:
      "The delivery and pickup windows customers choose from. Until you add some, customers can't choose a time.",
    Component: TimeSlotsStep,
  },
  {
    id: 'order-form',
    label: 'Order form',
    title: 'How customers order',
    description: 'How far ahead customers can order, what the order form asks, and how they can pay.',
    Component: OrderFormStep,
  },
];
