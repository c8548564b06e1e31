import { orderMethods } from '@contract/orders';
import { z } from 'zod';
import { moneyText } from '../../../lib/money-field';

export const createOrderForm = z.object({
  method: z.enum(orderMethods, { error: 'Choose delivery or pickup' }),
  delivery_price: moneyText(null),
  note: z.string().trim().max(2000, 'Use at most 2000 characters'),
  assign_to_me: z.boolean(),
});
export type CreateOrderValues = z.infer<typeof createOrderForm>;

export const emptyCreateOrder: CreateOrderValues = {
  method: 'delivery',
  delivery_price: '',
  note: '',
  assign_to_me: false,
};
