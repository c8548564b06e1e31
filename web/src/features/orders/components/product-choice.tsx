import type { UseFormReturn } from 'react-hook-form';
import { Field } from '../../../components/ui/field';
import { Select } from '../../../components/ui/input';
import { formatMoney } from '../../../lib/format-money';
import { useProductChoices } from '../api/get-product-choices';
import type { CreateOrderValues } from './create-order-form';

/**
 * An order may be for one of the shop's products: choosing it fills in its price, unless someone
 * already typed another one. Shops without products do not see the field.
 */
export function ProductChoice({
  form,
  currency,
}: {
  form: UseFormReturn<CreateOrderValues>;
  currency: string | undefined;
}) {
  const { data: products } = useProductChoices();
  if (!products || products.length === 0) return null;
  const registration = form.register('product_id');

  const choose = (id: string) => {
    const previous = products.find((p) => p.id === form.getValues('product_id'));
    const chosen = products.find((p) => p.id === id);
    const price = form.getValues('price').trim();
    const untouched =
      price === '' || (previous !== undefined && Number(price.replace(',', '.')) === previous.price);
    if (chosen && untouched) form.setValue('price', chosen.price.toFixed(2), { shouldValidate: true });
  };

  return (
    <Field
      label="Product"
      error={form.formState.errors.product_id?.message}
      hint="Optional: fills in its price."
    >
      {(control) => (
        <Select
          {...control}
          {...registration}
          onChange={(event) => {
            choose(event.target.value);
            return registration.onChange(event);
          }}
        >
          <option value="">No product: a custom order</option>
          {products.map((product) => (
            <option key={product.id} value={product.id}>
              {product.name} · {formatMoney(product.price, currency)}
              {product.is_active ? '' : ' (not for sale)'}
            </option>
          ))}
        </Select>
      )}
    </Field>
  );
}
