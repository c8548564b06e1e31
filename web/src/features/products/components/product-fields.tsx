import { PRODUCT_DESCRIPTION_MAX } from '@contract/products';
import { Controller, useWatch } from 'react-hook-form';
import { Field } from '../../../components/ui/field';
import { Input, Select } from '../../../components/ui/input';
import { PriceInput } from '../../../components/ui/price-input';
import { Textarea } from '../../../components/ui/textarea';
import { useLocations } from '../../../lib/pickup-locations';
import { useCategories } from '../api/get-categories';
import { LocationChoice } from './location-choice';
import { OccasionChoice } from './occasion-choice';
import { SwitchRow } from './switch-row';
import { TaxClassSelect } from './tax-class-select';
import type { ProductForm } from './use-product-form';

/** The product's own fields, the same on the create and the edit page. */
export function ProductFields({ form, currency }: { form: ProductForm; currency: string | undefined }) {
  const categories = useCategories();
  const locations = useLocations();
  const { errors } = form.formState;
  // A gift card is untaxed when sold (its tax is due when it is spent): it has no rate to choose.
  const kind = useWatch({ control: form.control, name: 'kind' });

  return (
    <div className="space-y-5">
      <Field label="Name" error={errors.name?.message}>
        {(control) => <Input {...control} {...form.register('name')} placeholder="Blush peonies" />}
      </Field>
      <Field
        label="Description"
        error={errors.description?.message}
        hint="Customers read it in your storefront."
      >
        {(control) => (
          <Textarea
            {...control}
            {...form.register('description')}
            rows={4}
            maxLength={PRODUCT_DESCRIPTION_MAX}
            placeholder="Soft pink peonies with eucalyptus, wrapped in kraft paper."
          />
        )}
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          label="Sold as"
          error={errors.kind?.message}
          hint="A gift card’s price is its value; its code is e-mailed when the order is paid."
        >
          {(control) => (
            <Select {...control} {...form.register('kind')}>
              <option value="flowers">Flowers</option>
              <option value="gift_card">Gift card</option>
            </Select>
          )}
        </Field>
        <Field label="Price" error={errors.price?.message}>
          {(control) => (
            <PriceInput {...control} {...form.register('price')} currency={currency} placeholder="45.00" />
          )}
        </Field>
        {kind !== 'gift_card' && (
          <Controller
            control={form.control}
            name="tax_class_id"
            render={({ field, fieldState }) => (
              <TaxClassSelect
                value={field.value}
                onChange={field.onChange}
                error={fieldState.error?.message}
                noneLabel="Default rate"
              />
            )}
          />
        )}
        {/* Controlled, so a saved category shows once the categories arrive after the form. */}
        <Controller
          control={form.control}
          name="category_id"
          render={({ field }) => (
            <Field label="Category" error={errors.category_id?.message}>
              {(control) => (
                <Select {...control} {...field}>
                  <option value="">No category</option>
                  {categories.data?.map((category) => (
                    <option key={category.id} value={category.id}>
                      {category.name}
                    </option>
                  ))}
                </Select>
              )}
            </Field>
          )}
        />
      </div>
      <Field
        label="Quantity"
        error={errors.current_quantity?.message}
        hint="How many you can still sell. Leave empty for made to order (no limit)."
      >
        {(control) => (
          <Input
            {...control}
            {...form.register('current_quantity')}
            inputMode="numeric"
            autoComplete="off"
            placeholder="Made to order"
            className="sm:max-w-48"
          />
        )}
      </Field>
      <div className="space-y-2.5">
        <SwitchRow
          label="Active"
          description="For sale in your storefront. Inactive products stay here but customers do not see them."
          {...form.register('is_active')}
        />
        <SwitchRow
          label="Featured"
          description="Shown first in your storefront."
          {...form.register('is_featured')}
        />
        <SwitchRow
          label="Same-day delivery"
          description="Can go out today when ordered before your same-day cut-off (Settings, Order form). The storefront counts down to it."
          {...form.register('same_day')}
        />
      </div>
      <Controller
        control={form.control}
        name="occasions"
        render={({ field, fieldState }) => (
          <OccasionChoice value={field.value} onChange={field.onChange} error={fieldState.error?.message} />
        )}
      />
      <Controller
        control={form.control}
        name="location_ids"
        render={({ field, fieldState }) => (
          <LocationChoice
            locations={locations.data?.items}
            failed={locations.isError}
            value={field.value}
            onChange={field.onChange}
            error={fieldState.error?.message}
          />
        )}
      />
    </div>
  );
}
