import { type Business, type BusinessInput, businessInput } from '@contract/business';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ArrowRight } from 'lucide-react';
import { useMemo, useRef } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { Input, Select } from '../../../components/ui/input';
import { isApiError } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { businessQuery } from '../../../lib/current-business';
import { userInfoQuery } from '../../../lib/current-user';
import { showErrorToast } from '../../../lib/error-toast';
import { applyServerFieldErrors } from '../../../lib/form-errors';
import { useCreateBusiness } from '../api/create-business';
import { useUpdateBusiness } from '../api/update-business';
import {
  browserTimeZone,
  currencyOptions,
  guessCurrency,
  timeZoneLabel,
  timeZoneOptions,
} from './locale-options';
import { suggestSlug } from './slug';
import { UrlStatus } from './url-status';
import { useUrlAvailabilityStatus } from './use-url-availability-status';
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
  const currencies = useMemo(currencyOptions, []);
  const timeZones = useMemo(timeZoneOptions, []);

  const form = useForm({
    resolver: zodResolver(businessInput),
    defaultValues: initialValues(business, user?.email),
    // Validating on blur would show an error under the focused field as the pointer goes down on
    // the submit button, push the button away and lose the click; after a first submit, fields
    // re-validate as the user types.
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const { errors, isSubmitting } = form.formState;
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
      <Field label="Shop name" error={errors.name?.message}>
        {(control) => (
          <Input
            {...control}
            {...nameField}
            autoComplete="organization"
            autoFocus
            placeholder="Rose & Fern"
          />
        )}
      </Field>

      <Field
        label="Web address"
        error={errors.url?.message}
        hint={<UrlStatus status={availability} url={url} />}
      >
        {(control) => (
          <div
            className={cn(
              'flex h-11 w-full items-center overflow-hidden rounded-xl border bg-surface text-[15px] shadow-xs transition-colors',
              'focus-within:ring-3',
              errors.url
                ? 'border-danger focus-within:ring-danger/20'
                : 'border-input focus-within:border-ring focus-within:ring-ring/25',
            )}
          >
            <span className="hidden h-full items-center border-r border-border bg-muted px-3 text-sm text-muted-foreground select-none sm:flex">
              {window.location.host}/
            </span>
            <input
              {...control}
              {...urlField}
              autoCapitalize="none"
              autoCorrect="off"
              spellCheck={false}
              placeholder="rose-and-fern"
              className="h-full min-w-0 flex-1 bg-transparent px-3.5 outline-none placeholder:text-muted-foreground/70"
            />
          </div>
        )}
      </Field>

      <div className="grid gap-5 sm:grid-cols-2">
        <Field label="Phone" error={errors.phone?.message}>
          {(control) => (
            <Input {...control} {...form.register('phone')} type="tel" autoComplete="tel" inputMode="tel" />
          )}
        </Field>
        <Field label="Shop e-mail" error={errors.email?.message}>
          {(control) => <Input {...control} {...form.register('email')} type="email" autoComplete="email" />}
        </Field>
      </div>

      <Field label="Address" error={errors.address?.message}>
        {(control) => (
          <Input
            {...control}
            {...form.register('address')}
            autoComplete="street-address"
            placeholder="Street, city"
          />
        )}
      </Field>

      <div className="grid gap-5 sm:grid-cols-2">
        <Field label="Currency" error={errors.currency?.message}>
          {(control) => (
            <Select {...control} {...form.register('currency')}>
              <optgroup label="Common">
                {currencies.common.map((option) => (
                  <option key={option.code} value={option.code}>
                    {option.label}
                  </option>
                ))}
              </optgroup>
              <optgroup label="All currencies">
                {currencies.all.map((option) => (
                  <option key={option.code} value={option.code}>
                    {option.label}
                  </option>
                ))}
              </optgroup>
            </Select>
          )}
        </Field>
        <Field label="Time zone" error={errors.time_zone?.message}>
          {(control) => (
            <Select {...control} {...form.register('time_zone')}>
              {timeZones.map((zone) => (
                <option key={zone} value={zone}>
                  {timeZoneLabel(zone)}
                </option>
              ))}
            </Select>
          )}
        </Field>
      </div>

      <div className="flex justify-end pt-2">
        <Button type="submit" size="lg" loading={isSubmitting} className="w-full sm:w-auto">
          {business ? 'Save and continue' : 'Create my shop'}
          <ArrowRight className="size-4" aria-hidden="true" />
        </Button>
      </div>
    </form>
  );
}
