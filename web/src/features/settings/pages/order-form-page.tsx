import type { OrderFormSettings } from '@contract/order-form';
import { toast } from 'sonner';
import { Card } from '../../../components/ui/card';
import { PageSkeleton } from '../../../components/ui/skeleton';
import { StaffOnly } from '../../../components/ui/staff-only';
import { useOrderFormSettings } from '../api/get-order-form-settings';
import { LoadError } from '../components/load-error';
import { OrderFormFields } from '../components/order-form/order-form-fields';
import { useOrderFormSettingsForm } from '../components/order-form/use-order-form-settings-form';
import { SaveBar } from '../components/save-bar';
import { SectionHeading } from '../components/section-heading';
import { UnsavedChangesGuard } from '../components/unsaved-changes';

export function OrderFormPage() {
  return (
    <StaffOnly title="Order form">
      <OrderFormSettingsLoader />
    </StaffOnly>
  );
}

function OrderFormSettingsLoader() {
  const settings = useOrderFormSettings();
  if (settings.isPending) return <PageSkeleton label="Loading" blocks={['h-96']} />;
  if (settings.isError)
    return <LoadError what="the order form settings" onRetry={() => void settings.refetch()} />;
  return <OrderFormEditor saved={settings.data} />;
}

function OrderFormEditor({ saved }: { saved: OrderFormSettings }) {
  const { form, save, saving } = useOrderFormSettingsForm(saved);
  const dirty = form.formState.isDirty;

  const onSubmit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (await save()) toast.success('Settings saved');
  };

  return (
    <div className="mx-auto max-w-2xl">
      <SectionHeading
        title="How customers order"
        description="What your order page offers and asks when a customer completes an order."
      />
      <form noValidate onSubmit={onSubmit} className="mt-5">
        <Card className="px-4 py-5 sm:px-6">
          <OrderFormFields form={form} />
        </Card>
        <SaveBar dirty={dirty} saving={saving} saveLabel="Save" onDiscard={() => form.reset(saved)} />
      </form>
      <UnsavedChangesGuard dirty={dirty && !saving} />
    </div>
  );
}
