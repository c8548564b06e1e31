import { moneySchema } from '@contract/money';
import { orderMethods } from '@contract/orders';
import { z } from 'zod';
import { parseMoneyInput } from '../../../lib/format-money';

/** A price as people type it ("39,9"), checked with the contract's money rules. */
const moneyText = (required: string | null) =>
  z
    .string()
    .trim()
    .superRefine((value, ctx) => {
      if (!value) {
        if (required) ctx.addIssue({ code: 'custom', message: required });
        return;
      }
      const parsed = moneySchema.safeParse(parseMoneyInput(value));
      if (!parsed.success) {
        ctx.addIssue({ code: 'custom', message: parsed.error.issues[0]?.message ?? 'Enter an amount' });
      }
    });

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

/** "39,9" → "39.90": the decimal text the server reads. */
export const moneyForServer = (value: string) => parseMoneyInput(value).toFixed(2);
