import { orderMethods } from '@contract/orders';
import { z } from 'zod';
import { moneyText } from '../../../lib/money-field';

export const createOrderForm = z.object({
  method: z.enum(orderMethods, { error: 'Choose delivery or pickup' }),
  /** '' for none. */
  product_id: z.string(),
  price: moneyText('Enter the price'),
  delivery_price: moneyText(null),
  note: z.string().trim().max(2000, 'Use at most 2000 characters'),
  assign_to_me: z.boolean(),
});
export type CreateOrderValues = z.infer<typeof createOrderForm>;

export const emptyCreateOrder: CreateOrderValues = {
  method: 'delivery',
  product_id: '',
  price: '',
  delivery_price: '',
  note: '',
  assign_to_me: false,
};
