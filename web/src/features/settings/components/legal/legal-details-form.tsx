import {
  COUNTRY_HINT,
  isCountryCode,
  type LegalDetails,
  type LegalDetailsInput,
  legalDetailsInput,
} from '@contract/legal-details';
import { zodResolver } from '@hookform/resolvers/zod';
import { type Resolver, useForm, useWatch } from 'react-hook-form';
import { toast } from 'sonner';
import { Card } from '../../../../components/ui/card';
import { Field } from '../../../../components/ui/field';
import { Input } from '../../../../components/ui/input';
import { showErrorToast } from '../../../../lib/error-toast';
import { applyServerFieldErrors } from '../../../../lib/form-errors';
import { useUpdateLegalDetails } from '../../api/update-legal-details';
import { SaveBar } from '../save-bar';
import { UnsavedChangesGuard } from '../unsaved-changes';

export const LEGAL_FIELDS = [
  'legal_name',
  'street',
  'zipcode',
  'city',
  'country',
  'vat_id',
  'tax_number',
  'register_entry',
  'responsible_person',
] as const;
type FieldName = (typeof LEGAL_FIELDS)[number];
export type LegalFormValues = Record<FieldName, string>;

const resolver = zodResolver(legalDetailsInput) as unknown as Resolver<
  LegalFormValues,
  unknown,
  LegalDetailsInput
>;

/** The saved details as the form holds them: text, empty where nothing was saved. */
export const legalFormValues = (saved: LegalDetails, fallbackName: string): LegalFormValues =>
  Object.fromEntries(
    LEGAL_FIELDS.map((field) => [field, saved[field] ?? (field === 'legal_name' ? fallbackName : '')]),
  ) as LegalFormValues;

const countryName = (code: string) => {
  const upper = code.trim().toUpperCase();
  if (!isCountryCode(upper)) return null;
  return new Intl.DisplayNames(['en'], { type: 'region' }).of(upper) ?? null;
};

const FIELDS: {
  name: FieldName;
  label: string;
  hint?: string;
  autoComplete?: string;
  width?: string;
}[] = [
  {
    name: 'legal_name',
    label: 'Registered name',
    hint: 'As registered, e.g. "Blumen Lindner GmbH".',
    autoComplete: 'organization',
  },
  { name: 'street', label: 'Street and number', autoComplete: 'address-line1' },
  { name: 'zipcode', label: 'Postal code', autoComplete: 'postal-code', width: 'sm:w-40' },
  { name: 'city', label: 'City', autoComplete: 'address-level2' },
  { name: 'vat_id', label: 'VAT ID', hint: 'Like DE123456789. Leave empty if you have none.' },
  { name: 'tax_number', label: 'Tax number', hint: 'From your tax office, like 12/345/67890.' },
  {
    name: 'register_entry',
    label: 'Register entry (optional)',
    hint: 'Court and number, e.g. "Amtsgericht Berlin HRB 12345".',
  },
  {
    name: 'responsible_person',
    label: 'Person responsible (optional)',
    hint: 'Owner or managing director, as the law asks to name them.',
  },
];

/**
 * The owner edits the shop's legal details; anyone else of the shop reads them (the inputs are
 * read-only and there is nothing to save).
 */
export function LegalDetailsForm({
  saved,
  shopName,
  editable,
}: {
  saved: LegalDetails;
  shopName: string;
  editable: boolean;
}) {
  const update = useUpdateLegalDetails();
  const initial = legalFormValues(saved, shopName);
  const form = useForm<LegalFormValues, unknown, LegalDetailsInput>({
    resolver,
    defaultValues: initial,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const { errors, isDirty } = form.formState;
  const country = useWatch({ control: form.control, name: 'country' });

  const onSubmit = form.handleSubmit(async (input) => {
    try {
      form.reset(legalFormValues(await update.mutateAsync(input), shopName));
      toast.success('Legal details saved');
    } catch (error) {
      if (!applyServerFieldErrors(error, form.setError, LEGAL_FIELDS)) showErrorToast(error);
    }
  });

  const field = ({ name, label, hint, autoComplete, width }: (typeof FIELDS)[number]) => (
    <Field key={name} label={label} hint={hint} error={errors[name]?.message} className={width}>
      {(control) => (
        <Input {...control} {...form.register(name)} autoComplete={autoComplete} readOnly={!editable} />
      )}
    </Field>
  );
  const [name, street, zipcode, city, ...rest] = FIELDS;

  return (
    <form noValidate onSubmit={onSubmit}>
      <Card className="space-y-5 px-4 py-5 sm:px-6">
        {name && field(name)}
        {street && field(street)}
        <div className="grid gap-5 sm:grid-cols-[10rem_1fr]">
          {zipcode && field(zipcode)}
          {city && field(city)}
        </div>
        <Field
          label="Country"
          error={errors.country?.message}
          hint={countryName(country ?? '') ?? COUNTRY_HINT}
          className="sm:w-40"
        >
          {(control) => (
            <Input
              {...control}
              {...form.register('country')}
              autoComplete="country"
              maxLength={2}
              className="uppercase"
              readOnly={!editable}
            />
          )}
        </Field>
        {rest.map(field)}
      </Card>
      {editable && (
        <>
          <SaveBar
            dirty={isDirty}
            saving={update.isPending}
            saveLabel="Save"
            onDiscard={() => form.reset(initial)}
          />
          <UnsavedChangesGuard dirty={isDirty && !update.isPending} />
        </>
      )}
    </form>
  );
}
