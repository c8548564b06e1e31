import { z } from 'zod';

export const taxModes = ['none', 'vat', 'sales_tax'] as const;
export type TaxMode = (typeof taxModes)[number];

/** A rate in percent: 0 to 100, at most three decimals (8.875). */
export const taxRateSchema = z
  .number({ error: 'Enter a rate in percent' })
  .min(0, 'Use a rate of 0 % or more')
  .max(100, 'Use a rate of at most 100 %')
  .refine((value) => Math.abs(value * 1000 - Math.round(value * 1000)) < 1e-6, 'Use at most three decimals');

/**
 * How a shop charges tax (GET/PUT /api/business-settings/tax). `vat`: prices are usually entered
 * with tax included and the tax is taken out of them; `sales_tax`: usually without, and the tax is
 * added on top. `prices_include_tax` says which; the mode names the tax to customers.
 */
export const taxSettings = z.object({
  mode: z.enum(taxModes, { error: 'Choose none, VAT or sales tax' }),
  prices_include_tax: z.boolean(),
  /** The rate of the flowers and products, in percent. */
  rate: taxRateSchema,
  /** Whether delivery is taxed at all. */
  delivery_taxed: z.boolean(),
  /** Delivery's own rate in percent; null: the same as `rate`. */
  delivery_rate: taxRateSchema.nullable(),
});
export type TaxSettings = z.infer<typeof taxSettings>;

export const taxSettingsInput = taxSettings;
export type TaxSettingsInput = z.infer<typeof taxSettingsInput>;

/** A shop that never said: no tax, prices as entered. */
export const defaultTaxSettings: TaxSettings = {
  mode: 'none',
  prices_include_tax: true,
  rate: 0,
  delivery_taxed: true,
  delivery_rate: null,
};

/** One rate's share of an order's tax: the taxed amount without tax (base) and the tax on it. */
export const taxLine = z.object({ rate: z.number(), base: z.number(), amount: z.number() });
export type TaxLine = z.infer<typeof taxLine>;
