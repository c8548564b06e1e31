import { zipcodeSchema } from '@contract/delivery';
import { moneySchema } from '@contract/money';
import { z } from 'zod';
import { parseMoneyInput } from '../../../../lib/format-money';

/** The price is typed as text ("4,90" works too) and sent as the contract's number. */
export const priceText = z.string().transform(parseMoneyInput).pipe(moneySchema);

export const zipcodeFormSchema = z.object({ zipcode: zipcodeSchema, delivery_price: priceText });
export type ZipcodeFormValues = z.input<typeof zipcodeFormSchema>;

export const priceFormSchema = z.object({ delivery_price: priceText });
export type PriceFormValues = z.input<typeof priceFormSchema>;

/** A price as the field shows it: 4.9 → "4.90", 5 → "5.00". */
export const priceToText = (price: number) => price.toFixed(2);
