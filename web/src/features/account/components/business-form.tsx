import { type Business, type BusinessInput, businessInput } from '@contract/business';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { toast } from 'sonner';
import { BusinessFields } from '../../../components/business/business-fields';
import { useUrlAvailabilityStatus } from '../../../components/business/use-url-availability-status';
import { Button } from '../../../components/ui/button';
import { useUpdateBusiness } from '../../../lib/current-business';
import { showErrorToast } from '../../../lib/error-toast';
import { applyServerFieldErrors } from '../../../lib/form-errors';

const FIELDS = ['name', 'url', 'phone', 'email', 'address', 'currency', 'time_zone', 'language'] as const;
const TAKEN = 'This address is taken, try another';

const valuesOf = ({
  name,
  url,
  phone,
  email,
  address,
  currency,
  time_zone,
  language,
}: Business): BusinessInput => ({
  name,
  url,
  phone,
  email,
  address,
  currency,
  time_zone,
  language,
});

/** The owner edits the shop's details; the web address is checked as they type. */
export function BusinessForm({ business }: { business: Business }) {
  const update = useUpdateBusiness();
  const form = useForm({
    resolver: zodResolver(businessInput),
    defaultValues: valuesOf(business),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const { isSubmitting, isDirty } = form.formState;
  const url = useWatch({ control: form.control, name: 'url' });
  const urlStatus = useUrlAvailabilityStatus(url, business.url);

  const onSubmit = async (values: BusinessInput) => {
    if (urlStatus === 'taken') {
      form.setError('url', { type: 'server', message: TAKEN }, { shouldFocus: true });
      return;
    }
    let saved: Business;
    try {
      saved = await update.mutateAsync(values);
    } catch (error) {
      if (!applyServerFieldErrors(error, form.setError, FIELDS)) showErrorToast(error);
      return;
    }
    form.reset(valuesOf(saved));
    toast.success(
      saved.url !== business.url
        ? `Saved. Your storefront is now at /${saved.url}/store`
        : 'Shop details saved',
    );
  };

  return (
    <form noValidate onSubmit={form.handleSubmit(onSubmit)} className="space-y-5">
      <BusinessFields form={form} urlStatus={urlStatus} url={url} />
      {url !== business.url && (
        <p className="rounded-xl bg-accent px-3.5 py-3 text-sm text-accent-foreground">
          Links to your old storefront address stop working once you save.
        </p>
      )}
      <div className="flex flex-col-reverse gap-2.5 sm:flex-row sm:justify-end">
        {isDirty && (
          <Button variant="ghost" onClick={() => form.reset(valuesOf(business))} disabled={isSubmitting}>
            Discard changes
          </Button>
        )}
        <Button type="submit" loading={isSubmitting} disabled={!isDirty}>
          Save details
        </Button>
      </div>
    </form>
  );
}
