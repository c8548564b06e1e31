import type { BusinessInput } from '@contract/business';
import { LANGUAGE_NAMES, LANGUAGES } from '@contract/languages';
import { useMemo } from 'react';
import type { UseFormRegisterReturn, UseFormReturn } from 'react-hook-form';
import { cn } from '../../lib/cn';
import { Field } from '../ui/field';
import { Input, Select } from '../ui/input';
import { currencyOptions, timeZoneLabel, timeZoneOptions } from './locale-options';
import { type UrlAvailability, UrlStatus } from './url-status';

interface BusinessFieldsProps {
  form: UseFormReturn<BusinessInput>;
  /** The live availability of the web address (useUrlAvailabilityStatus). */
  urlStatus: UrlAvailability;
  url: string;
  /** Registrations with extra behaviour (onboarding suggests the address from the name). */
  nameField?: UseFormRegisterReturn<'name'>;
  urlField?: UseFormRegisterReturn<'url'>;
  autoFocus?: boolean;
}

/** The shop's details, as onboarding asks for them and the owner's business page edits them. */
export function BusinessFields({
  form,
  urlStatus,
  url,
  nameField,
  urlField,
  autoFocus,
}: BusinessFieldsProps) {
  const currencies = useMemo(currencyOptions, []);
  const timeZones = useMemo(timeZoneOptions, []);
  const { errors } = form.formState;

  return (
    <>
      <Field label="Shop name" error={errors.name?.message}>
        {(control) => (
          <Input
            {...control}
            {...(nameField ?? form.register('name'))}
            autoComplete="organization"
            autoFocus={autoFocus}
            placeholder="Rose & Fern"
          />
        )}
      </Field>

      <Field
        label="Web address"
        error={errors.url?.message}
        hint={<UrlStatus status={urlStatus} url={url} />}
      >
        {(control) => (
          <div
            className={cn(
              'flex h-11 w-full items-center overflow-hidden rounded-xl border bg-surface text-[15px] shadow-xs transition-colors',
              'focus-within:ring-2',
              errors.url
                ? 'border-danger focus-within:ring-danger'
                : 'border-input focus-within:border-ring focus-within:ring-ring',
            )}
          >
            <span className="hidden h-full items-center border-r border-border bg-muted px-3 text-sm text-muted-foreground select-none sm:flex">
              {window.location.host}/
            </span>
            <input
              {...control}
              {...(urlField ?? form.register('url'))}
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
        <Field
          label="Customers’ language"
          hint="Your storefront, order pages and customer e-mails use each visitor’s browser language when it is one of these, and this one otherwise."
          error={errors.language?.message}
        >
          {(control) => (
            <Select {...control} {...form.register('language')}>
              {LANGUAGES.map((language) => (
                <option key={language} value={language}>
                  {LANGUAGE_NAMES[language]}
                </option>
              ))}
            </Select>
          )}
        </Field>
      </div>
    </>
  );
}
