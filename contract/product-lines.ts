import { z } from 'zod';
import { idSchema } from './common';
import { moneySchema } from './money';
import { taxClassIdField } from './tax';

/*
 * Sizes (variants), add-ons (options) and the lines of an order (docs/decisions/040).
 */

export const VARIANT_NAME_MAX = 60;
export const OPTION_NAME_MAX = 60;
/** Sizes a product may have. */
export const MAX_VARIANTS = 20;
/** Lines in one order, and how many of one line. */
export const MAX_ORDER_LINES = 20;
export const MAX_LINE_QUANTITY = 50;

const quantity = z
  .number({ error: 'Enter a whole number or leave it empty' })
  .int('Enter a whole number')
  .min(0, 'Use 0 or more')
  .max(100_000, 'Use at most 100000')
  .nullable();

/** A size as staff send it with the product; with its id it changes that size, without it adds one. */
export const variantInput = z.object({
  id: idSchema.optional(),
  name: z
    .string({ error: 'Name the size' })
    .trim()
    .min(1, 'Name the size')
    .max(VARIANT_NAME_MAX, `Use at most ${VARIANT_NAME_MAX} characters`),
  price: moneySchema,
  /** Null: made to order. */
  current_quantity: quantity.default(null),
  /** One of the product's photos, or null. */
  photo_id: idSchema.nullable().default(null),
  /** Its tax rate (one of the shop's classes); null: its product's. */
  tax_class_id: taxClassIdField.default(null),
});
export type VariantInput = z.infer<typeof variantInput>;

/**
 * The product's whole list of sizes, in the order to show them, as one form field of JSON text
 * (form data has no lists of objects): sizes left out are removed, an empty list removes them all.
 */
export const variantsField = z.preprocess(
  (value) => {
    if (typeof value !== 'string') return value;
    if (value.trim() === '') return [];
    try {
      return JSON.parse(value);
    } catch {
      return value;
    }
  },
  z
    .array(variantInput, { error: 'Send the sizes as a list' })
    .max(MAX_VARIANTS, `Use at most ${MAX_VARIANTS} sizes`),
);

export const productVariant = z.object({
  id: z.string(),
  name: z.string(),
  price: z.number(),
  current_quantity: z.number().int().nullable(),
  photo_id: z.string().nullable(),
  position: z.number().int(),
  /** Null: its product's rate. */
  tax_class_id: z.string().nullable(),
});
export type ProductVariant = z.infer<typeof productVariant>;

/** POST /api/product-options; PATCH takes any of the fields. */
export const productOptionInput = z.object({
  name: z
    .string({ error: 'Enter a name' })
    .trim()
    .min(1, 'Enter a name')
    .max(OPTION_NAME_MAX, `Use at most ${OPTION_NAME_MAX} characters`),
  price: moneySchema,
  current_quantity: quantity.default(null),
  is_active: z.boolean().default(true),
  /** Where it shows, 0 first; absent on create: after the others. */
  position: z.number().int().min(0).max(10_000).optional(),
  /** Its tax rate (one of the shop's classes); null: the shop's default. */
  tax_class_id: taxClassIdField.default(null),
});
export type ProductOptionInput = z.infer<typeof productOptionInput>;
export const productOptionPatch = z.object({
  name: productOptionInput.shape.name.optional(),
  price: moneySchema.optional(),
  current_quantity: quantity.optional(),
  is_active: z.boolean().optional(),
  position: z.number().int().min(0).max(10_000).optional(),
  tax_class_id: taxClassIdField.optional(),
});
export type ProductOptionPatch = z.infer<typeof productOptionPatch>;

export const productOption = z.object({
  id: z.string(),
  name: z.string(),
  price: z.number(),
  current_quantity: z.number().int().nullable(),
  is_active: z.boolean(),
  position: z.number().int(),
  /** Null: the shop's default rate. */
  tax_class_id: z.string().nullable(),
});
export type ProductOption = z.infer<typeof productOption>;

/** An add-on as the storefront offers it: active ones only, with the rate it is taxed at. */
export const storefrontOption = productOption
  .pick({
    id: true,
    name: true,
    price: true,
    current_quantity: true,
  })
  .extend({ tax_rate: z.number() });
export type StorefrontOption = z.infer<typeof storefrontOption>;

/** One line of an order, as every order answer carries it. */
export const orderItem = z.object({
  id: z.string(),
  product_id: z.string().nullable(),
  product_name: z.string().nullable(),
  variant_id: z.string().nullable(),
  variant_name: z.string().nullable(),
  /** Each add-on with the rate it is taxed at (docs/decisions/046). */
  options: z.array(
    z.object({ option_id: z.string(), name: z.string(), price: z.number(), tax_rate: z.number() }),
  ),
  quantity: z.number().int(),
  /** The size's (or product's) price plus the add-ons' prices. */
  unit_price: z.number(),
  /** unit_price × quantity. */
  total: z.number(),
  kind: z.enum(['flowers', 'gift_card']),
  /** The rate the line (its size or product) is taxed at, in percent, stored when it was priced. */
  tax_rate: z.number(),
  /** The name of its tax rate as it was then ("reduced"); null: untaxed. */
  tax_class: z.string().nullable(),
});
export type OrderItem = z.infer<typeof orderItem>;

/** A line as the customer chooses it on the storefront. */
export const orderLineInput = z.object({
  product_id: idSchema,
  variant_id: idSchema.optional(),
  option_ids: z.array(idSchema).max(20, 'Choose at most 20 add-ons').default([]),
  quantity: z
    .number({ error: 'Enter how many' })
    .int('Enter a whole number')
    .min(1, 'Order at least one')
    .max(MAX_LINE_QUANTITY, `Order at most ${MAX_LINE_QUANTITY} of one item`)
    .default(1),
});
export type OrderLineInput = z.infer<typeof orderLineInput>;

/**
 * An item staff name and price themselves (a bouquet made to a wish, a delivery of plants): `quantity`
 * of it at `price` each, taxed at one of the shop's classes (null: the shop's default rate).
 */
export const freeItemInput = z.object({
  name: z
    .string({ error: 'Name the item' })
    .trim()
    .min(1, 'Name the item')
    .max(120, 'Use at most 120 characters'),
  price: moneySchema,
  tax_class_id: taxClassIdField.default(null),
  quantity: z
    .number({ error: 'Enter how many' })
    .int('Enter a whole number')
    .min(1, 'Sell at least one')
    .max(MAX_LINE_QUANTITY, `Sell at most ${MAX_LINE_QUANTITY} of one item`)
    .default(1),
});
export type FreeItemInput = z.infer<typeof freeItemInput>;

/**
 * The lines staff enter for an order, as one form field of JSON text (form data has no lists of
 * objects; POST /api/orders/draft): products chosen by size, add-ons and quantity, and free items.
 */
export const staffLinesField = z.preprocess(
  (value) => {
    if (typeof value !== 'string') return value;
    if (value.trim() === '') return undefined;
    try {
      return JSON.parse(value);
    } catch {
      return value;
    }
  },
  z
    .object(
      {
        items: z
          .array(orderLineInput)
          .max(MAX_ORDER_LINES, `Use at most ${MAX_ORDER_LINES} lines`)
          .default([]),
        free_items: z
          .array(freeItemInput)
          .max(MAX_ORDER_LINES, `Use at most ${MAX_ORDER_LINES} lines`)
          .default([]),
      },
      { error: 'Send the lines as {items, free_items}' },
    )
    .refine(
      (lines) => lines.items.length + lines.free_items.length <= MAX_ORDER_LINES,
      `Use at most ${MAX_ORDER_LINES} lines`,
    )
    .optional(),
);
export type StaffLines = NonNullable<z.infer<typeof staffLinesField>>;

/** "Deluxe · vase, chocolates": what a line says after its product's name. */
export function lineDetails(item: Pick<OrderItem, 'variant_name' | 'options'>): string {
  const parts = [item.variant_name, item.options.map((o) => o.name).join(', ')].filter(Boolean);
  return parts.join(' · ');
}
