import type { ReactNode } from 'react';
import { useId } from 'react';
import { useTexts } from '../../i18n/use-texts';
import { Field, type FieldControlProps } from '../ui/field';
import { Input } from '../ui/input';
import type { BindField, OrderFieldErrors } from './field-binding';

interface AddressFieldsProps {
  bind: BindField;
  errors: OrderFieldErrors;
  /** The customer's own delivery address: the browser may fill it in. Staff type someone else's. */
  ownAddress?: boolean;
  /** Under the zip code: whether the shop delivers there. */
  zipHint?: string;
  /** The zip codes the shop delivers to, offered as the zip code is typed. */
  zipcodes?: { zipcode: string; city: string }[];
  /** The street field's input, when it needs more than a plain input (address suggestions). */
  renderStreet?: (control: FieldControlProps) => ReactNode;
}

/** Where a delivery goes: street and unit, then zip code and city, laid out the same everywhere. */
export function AddressFields({
  bind,
  errors,
  ownAddress = false,
  zipHint,
  zipcodes = [],
  renderStreet,
}: AddressFieldsProps) {
  const i18n = useTexts();
  const id = useId();
  const auto = (token: string) => (ownAddress ? `shipping ${token}` : 'off');
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <Field label={i18n._('Street address')} error={errors.delivery_address}>
          {(control) =>
            renderStreet ? (
              renderStreet(control)
            ) : (
              <Input {...control} {...bind('delivery_address')} autoComplete={auto('address-line1')} />
            )
          }
        </Field>
        <Field label={i18n._('Apartment, floor')} error={errors.delivery_unit} hint={i18n._('Optional')}>
          {(control) => (
            <Input {...control} {...bind('delivery_unit')} autoComplete={auto('address-line2')} />
          )}
        </Field>
      </div>
      <div className="grid grid-cols-[minmax(0,1fr)_minmax(0,1.6fr)] gap-3 sm:gap-4">
        <Field label={i18n._('Zip code')} error={errors.delivery_zipcode} hint={zipHint}>
          {(control) => (
            <Input
              {...control}
              {...bind('delivery_zipcode')}
              list={zipcodes.length > 0 ? `${id}-zipcodes` : undefined}
              autoComplete={auto('postal-code')}
              autoCapitalize="characters"
            />
          )}
        </Field>
        <Field label={i18n._('City')} error={errors.delivery_city}>
          {(control) => (
            <Input {...control} {...bind('delivery_city')} autoComplete={auto('address-level2')} />
          )}
        </Field>
      </div>
      {zipcodes.length > 0 && (
        <datalist id={`${id}-zipcodes`}>
          {zipcodes.map((item) => (
            <option key={item.zipcode} value={item.zipcode} label={item.city} />
          ))}
        </datalist>
      )}
    </>
  );
}
