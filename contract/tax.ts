import { z } from 'zod';
import { listOf } from './common';

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

/*
 * Tax classes (docs/decisions/046): a shop's named rates. Products, sizes and add-ons point at one
 * (`tax_class_id`; null: the shop's default, for a size: its product's). The default class's rate
 * is the settings' `rate`; delivery at "the same rate" (`delivery_rate` null) follows the main line.
 */

export const TAX_CLASS_NAME_MAX = 60;
/** The most rates a shop keeps: a German shop needs two, a US shop a few. */
export const MAX_TAX_CLASSES = 20;

const className = z
  .string({ error: 'Name the rate' })
  .trim()
  .min(1, 'Name the rate')
  .max(TAX_CLASS_NAME_MAX, `Use at most ${TAX_CLASS_NAME_MAX} characters`);

/** POST /api/business-settings/tax/classes */
export const taxClassInput = z.object({
  name: className,
  rate: taxRateSchema,
  /** Makes it the shop's default: what products without a rate of their own are taxed at. */
  is_default: z.boolean().default(false),
});
export type TaxClassInput = z.input<typeof taxClassInput>;

/** PUT /api/business-settings/tax/classes/{id}: any of the fields; a default stops being one only by another becoming it. */
export const taxClassPatch = z
  .object({
    name: className.optional(),
    rate: taxRateSchema.optional(),
    is_default: z.literal(true, { error: 'Make another rate the default instead' }).optional(),
  })
  // A change that names nothing to change is a mistake of the caller, not an empty update.
  .refine((patch) => patch.name !== undefined || patch.rate !== undefined || patch.is_default !== undefined, {
    message: 'Give a name, a rate or make it the default',
  });
export type TaxClassPatch = z.infer<typeof taxClassPatch>;

export const taxClass = z.object({
  id: z.string(),
  name: z.string(),
  rate: z.number(),
  is_default: z.boolean(),
  /** What points at it now (live products, sizes and add-ons): a class in use cannot be removed. */
  used_by: z.object({ products: z.number().int(), sizes: z.number().int(), add_ons: z.number().int() }),
});
export type TaxClass = z.infer<typeof taxClass>;

export const taxClassList = listOf(taxClass);
export type TaxClassList = z.infer<typeof taxClassList>;

/** A product's, size's or add-on's rate as staff send it: an id of the shop's classes, or null. */
export const taxClassIdField = z.preprocess(
  (value) => (value === '' || value === 'null' ? null : value),
  z.uuid({ error: 'Choose one of the shop’s tax rates' }).nullable(),
);

/**
 * GET /api/business-settings/tax/rates: what every member of the team needs to preview an order's
 * total while entering it (the order editor): how the shop charges tax and its classes' rates, with
 * none of the settings' bookkeeping (what uses each class).
 */
export const taxRates = z.object({
  settings: taxSettings,
  classes: z.array(taxClass.pick({ id: true, name: true, rate: true, is_default: true })),
});
export type TaxRates = z.infer<typeof taxRates>;
