import type { TaxSettings } from '@contract/tax';
import { useWatch } from 'react-hook-form';
import { toast } from 'sonner';
import { Card } from '../../../components/ui/card';
import { PageSkeleton } from '../../../components/ui/skeleton';
import { StaffOnly } from '../../../components/ui/staff-only';
import { useCurrentBusiness } from '../../../lib/current-business';
import { useTaxSettings } from '../api/get-tax-settings';
import { LoadError } from '../components/load-error';
import { SaveBar } from '../components/save-bar';
import { SectionHeading } from '../components/section-heading';
import { TaxClasses } from '../components/tax/tax-classes';
import { TaxExample } from '../components/tax/tax-example';
import { TaxFields } from '../components/tax/tax-fields';
import { useTaxSettingsForm } from '../components/tax/use-tax-settings-form';
import { UnsavedChangesGuard } from '../components/unsaved-changes';

export function TaxPage() {
  return (
    <StaffOnly title="Tax">
      <TaxSettingsLoader />
    </StaffOnly>
  );
}

function TaxSettingsLoader() {
  const settings = useTaxSettings();
  if (settings.isPending) return <PageSkeleton label="Loading" blocks={['h-80']} />;
  if (settings.isError) return <LoadError what="the tax settings" onRetry={() => void settings.refetch()} />;
  return <TaxEditor saved={settings.data} />;
}

function TaxEditor({ saved }: { saved: TaxSettings }) {
  const { form, save, saving } = useTaxSettingsForm(saved);
  const current = useWatch({ control: form.control }) as TaxSettings;
  const currency = useCurrentBusiness().data?.currency;
  const dirty = form.formState.isDirty;

  const onSubmit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (await save()) toast.success('Tax settings saved');
  };

  return (
    <div className="mx-auto max-w-2xl">
      <SectionHeading
        title="Tax"
        description="How orders are taxed. Orders already placed keep the tax they were placed with; drafts follow these settings."
      />
      <form noValidate onSubmit={onSubmit} className="mt-5">
        <Card className="space-y-6 px-4 py-5 sm:px-6">
          <TaxFields form={form} />
          <TaxExample settings={{ ...saved, ...current }} currency={currency} />
        </Card>
        <SaveBar dirty={dirty} saving={saving} saveLabel="Save" onDiscard={() => form.reset(saved)} />
      </form>
      {current.mode !== 'none' && <TaxClasses />}
      <UnsavedChangesGuard dirty={dirty && !saving} />
    </div>
  );
}
