import { type Business, type BusinessInput, businessInput } from '@contract/business';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ArrowRight } from 'lucide-react';
import { useRef } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { BusinessFields } from '../../../components/business/business-fields';
import { browserTimeZone, guessCurrency } from '../../../components/business/locale-options';
import { useUrlAvailabilityStatus } from '../../../components/business/use-url-availability-status';
import { Button } from '../../../components/ui/button';
import { isApiError } from '../../../lib/api-error';
import { businessQuery, useUpdateBusiness } from '../../../lib/current-business';
import { userInfoQuery } from '../../../lib/current-user';
import { showErrorToast } from '../../../lib/error-toast';
import { applyServerFieldErrors } from '../../../lib/form-errors';
import { useCreateBusiness } from '../api/create-business';
import { suggestSlug } from './slug';
import type { StepProps } from './wizard-steps';

const FIELDS = ['name', 'url', 'phone', 'email', 'address', 'currency', 'time_zone'] as const;

function initialValues(business: Business | null, email: string | undefined): BusinessInput {
  if (business) {
    const { name, url, phone, email: shopEmail, address, currency, time_zone } = business;
    return { name, url, phone, email: shopEmail, address, currency, time_zone };
  }
  const timeZone = browserTimeZone();
  return {
    name: '',
    url: '',
    phone: '',
    email: email ?? '',
    address: '',
    currency: guessCurrency(timeZone),
    time_zone: timeZone,
  };
}

export function BusinessStep({ business, onNext }: StepProps) {
  const queryClient = useQueryClient();
  const { data: user } = useQuery(userInfoQuery);
  const create = useCreateBusiness();
  const update = useUpdateBusiness();

  const form = useForm({
    resolver: zodResolver(businessInput),
    defaultValues: initialValues(business, user?.email),
    // Validating on blur would show an error under the focused field as the pointer goes down on
    // the submit button, push the button away and lose the click; after a first submit, fields
    // re-validate as the user types.
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const { isSubmitting } = form.formState;
  // The address follows the name until the user types one of their own.
  const urlEdited = useRef(Boolean(business));
  const url = useWatch({ control: form.control, name: 'url' });
  const availability = useUrlAvailabilityStatus(url, business?.url);

  const onSubmit = async (values: BusinessInput) => {
    if (availability === 'taken') {
      form.setError(
        'url',
        { type: 'server', message: 'This address is taken, try another' },
        { shouldFocus: true },
      );
      return;
    }
    try {
      if (business) await update.mutateAsync(values);
      else await create.mutateAsync(values);
    } catch (error) {
      if (applyServerFieldErrors(error, form.setError, FIELDS)) return;
      // A shop created in another tab: carry on with that one.
      if (isApiError(error) && error.code === 'CONFLICT' && !business) {
        const existing = await queryClient.fetchQuery(businessQuery).catch(() => null);
        if (existing) return onNext();
      }
      showErrorToast(error);
      return;
    }
    onNext();
  };

  const nameField = form.register('name', {
    onChange: (event: { target: { value: string } }) => {
      if (!urlEdited.current)
        form.setValue('url', suggestSlug(event.target.value), { shouldValidate: false });
    },
  });
  const urlField = form.register('url', {
    onChange: (event: { target: { value: string } }) => {
      urlEdited.current = event.target.value !== '';
    },
  });

  return (
    <form noValidate onSubmit={form.handleSubmit(onSubmit)} className="space-y-5">
      <BusinessFields
        form={form}
        urlStatus={availability}
        url={url}
        nameField={nameField}
        urlField={urlField}
        autoFocus
      />

      <div className="flex justify-end pt-2">
        <Button type="submit" size="lg" loading={isSubmitting} className="w-full sm:w-auto">
          {business ? 'Save and continue' : 'Create my shop'}
          <ArrowRight className="size-4" aria-hidden="true" />
        </Button>
      </div>
    </form>
  );
}
