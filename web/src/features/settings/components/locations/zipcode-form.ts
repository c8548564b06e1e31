import { zipcodeSchema } from '@contract/delivery';
import { z } from 'zod';
import { moneyAmount } from '../../../../lib/money-field';

export const zipcodeFormSchema = z.object({ zipcode: zipcodeSchema, delivery_price: moneyAmount });
export type ZipcodeFormValues = z.input<typeof zipcodeFormSchema>;

export const priceFormSchema = z.object({ delivery_price: moneyAmount });
export type PriceFormValues = z.input<typeof priceFormSchema>;
