import { z } from 'zod';
import { idSchema } from './common';
import { zipcodeSchema } from './delivery';
import { productKinds } from './gift-cards';
import { languageSchema } from './language-schema';
import { LANGUAGES } from './languages';
import { moneySchema } from './money';
import { OCCASIONS, type Occasion } from './occasions';
import { taxClassIdField, taxSettings } from './tax';

export { OCCASIONS, type Occasion };

import {
  MAX_ORDER_LINES,
  orderLineInput,
  productVariant,
  storefrontOption,
  variantsField,
} from './product-lines';

/*
 * Products, categories and the storefront (docs/product.md, Products).
 * Products arrive as form data, so every field also accepts its text form: "true"/"false"/"on" for
 * switches, "" for "not given", a repeated field (or one comma-separated value) for lists.
 */

export const PRODUCT_NAME_MAX = 120;
export const PRODUCT_DESCRIPTION_MAX = 2000;
export const CATEGORY_NAME_MAX = 60;
/** Photos a product may have; more are refused with a clear message. */
export const MAX_PRODUCT_PHOTOS = 10;
export const MAX_PRODUCT_QUANTITY = 100_000;

export const occasionSchema = z.enum(OCCASIONS, { error: 'Choose occasions from the list' });

const blankToNull = (value: unknown) => (value === '' || value === 'null' ? null : value);
const formBoolean = (message: string) =>
  z.preprocess(
    (value) => {
      if (value === 'true' || value === 'on' || value === '1') return true;
      if (value === 'false' || value === 'off' || value === '0') return false;
      return value;
    },
    z.boolean({ error: message }),
  );
const formMoney = z.preprocess(
  (v) => (typeof v === 'string' && v.trim() !== '' ? Number(v.replace(',', '.')) : v),
  moneySchema,
);
/** Repeated form fields arrive as an array, a single one as text; JSON sends an array. */
const formList = <T extends z.ZodType>(item: T) =>
  z.preprocess(
    (value) => {
      if (value === '' || value === undefined || value === null) return [];
      if (typeof value === 'string')
        return value
          .split(',')
          .map((part) => part.trim())
          .filter(Boolean);
      return value;
    },
    z.array(item).max(100, 'Too many items'),
  );

/** The fields, as sent; productInput fills in what a new product leaves out, productPatch does not. */
const productFields = z.object({
  name: z
    .string({ error: 'Enter a name' })
    .trim()
    .min(1, 'Enter a name')
    .max(PRODUCT_NAME_MAX, `Use at most ${PRODUCT_NAME_MAX} characters`),
  description: z
    .string()
    .trim()
    .max(PRODUCT_DESCRIPTION_MAX, `Use at most ${PRODUCT_DESCRIPTION_MAX} characters`),
  price: formMoney,
  /** Empty: no category. */
  category_id: z.preprocess(blankToNull, idSchema.nullable()),
  is_active: formBoolean('Say whether the product is for sale'),
  is_featured: formBoolean('Say whether the product is featured'),
  /** A gift card sells a voucher worth its price, e-mailed when the order is paid (docs/decisions/044). */
  kind: z.enum(productKinds, { error: 'Choose flowers or gift card' }),
  /** Empty: made to order, no limit. A number: how many can still be sold. */
  current_quantity: z.preprocess(
    (v) => (typeof v === 'string' && v.trim() !== '' ? Number(v) : blankToNull(v)),
    z
      .number({ error: 'Enter a whole number or leave it empty' })
      .int('Enter a whole number')
      .min(0, 'Use 0 or more')
      .max(MAX_PRODUCT_QUANTITY, `Use at most ${MAX_PRODUCT_QUANTITY}`)
      .nullable(),
  ),
  /** Where the product can be collected; empty means at every pickup location of the shop. */
  location_ids: formList(idSchema),
  /** Unique, in the list's order (the server sorts them). */
  occasions: formList(occasionSchema),
  /** Can be delivered today when ordered before the shop's same-day cut-off. */
  same_day: formBoolean('Say whether the product can be delivered the same day'),
  /** Its sizes, as JSON text in a form (product-lines.ts); an empty list: it sells at its own price. */
  variants: variantsField,
  /** The shop's add-ons it offers (GET /api/product-options). */
  option_ids: formList(idSchema),
  /** Its tax rate, one of the shop's classes (GET /api/business-settings/tax/classes); empty: the default. */
  tax_class_id: taxClassIdField,
});

export const productInput = productFields.extend({
  description: productFields.shape.description.default(''),
  category_id: productFields.shape.category_id.default(null),
  is_active: productFields.shape.is_active.default(true),
  is_featured: productFields.shape.is_featured.default(false),
  kind: productFields.shape.kind.default('flowers'),
  current_quantity: productFields.shape.current_quantity.default(null),
  location_ids: productFields.shape.location_ids.default([]),
  occasions: productFields.shape.occasions.default([]),
  same_day: productFields.shape.same_day.default(false),
  variants: productFields.shape.variants.default([]),
  option_ids: productFields.shape.option_ids.default([]),
  tax_class_id: productFields.shape.tax_class_id.default(null),
});
export type ProductInput = z.infer<typeof productInput>;

/**
 * PATCH /api/products/{id}: any of the fields, plus `photo_order` (every photo id of the product,
 * in the order to show them).
 */
export const productPatch = productFields.partial().extend({
  photo_order: formList(idSchema).optional(),
});
export type ProductPatch = z.infer<typeof productPatch>;

export const productPhoto = z.object({
  id: z.string(),
  url: z.string(),
  /** The same photo within 480 px, for lists and small screens. */
  thumb_url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  is_primary: z.boolean(),
  position: z.number().int(),
});
export type ProductPhoto = z.infer<typeof productPhoto>;

export const product = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  price: z.number(),
  category_id: z.string().nullable(),
  is_active: z.boolean(),
  is_featured: z.boolean(),
  kind: z.enum(productKinds),
  current_quantity: z.number().int().nullable(),
  location_ids: z.array(z.string()),
  /** In the order staff chose (`position`); exactly one is primary when there are any. */
  photos: z.array(productPhoto),
  occasions: z.array(occasionSchema),
  same_day: z.boolean(),
  /** Its sizes, in order; none: it sells at `price`. */
  variants: z.array(productVariant),
  /** The add-ons it offers, active or not. */
  option_ids: z.array(z.string()),
  /** Its tax rate; null: the shop's default. */
  tax_class_id: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Product = z.infer<typeof product>;

export const productListQuery = z.object({
  search: z.string().trim().max(100).optional(),
  category_id: z.union([idSchema, z.literal('none')]).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(60),
  offset: z.coerce.number().int().min(0).max(100_000).default(0),
});
export type ProductListQuery = z.infer<typeof productListQuery>;

export const categoryInput = z.object({
  name: z
    .string({ error: 'Enter a name' })
    .trim()
    .min(1, 'Enter a name')
    .max(CATEGORY_NAME_MAX, `Use at most ${CATEGORY_NAME_MAX} characters`),
  /** Where it shows, 0 first; absent on create: after the others. */
  position: z.number().int().min(0).max(10_000).optional(),
});
export type CategoryInput = z.infer<typeof categoryInput>;

export const category = z.object({
  id: z.string(),
  name: z.string(),
  position: z.number().int(),
  product_count: z.number().int(),
});
export type Category = z.infer<typeof category>;

/* The storefront: public, no sign-in. */

export const storefrontPhoto = productPhoto.omit({ position: true });

export const storefrontProduct = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  price: z.number(),
  category_id: z.string().nullable(),
  is_featured: z.boolean(),
  kind: z.enum(productKinds),
  /** Primary first. */
  photos: z.array(storefrontPhoto),
  occasions: z.array(occasionSchema),
  same_day: z.boolean(),
  /** The rate its price is taxed at, in percent (0 for a gift card), so the cart totals as the order will. */
  tax_rate: z.number(),
  /** Its sizes, each with its rate; when there are any the customer chooses one, and `price` is the cheapest's. */
  variants: z.array(
    productVariant.omit({ position: true, tax_class_id: true }).extend({ tax_rate: z.number() }),
  ),
  /** The active add-ons it offers. */
  options: z.array(storefrontOption),
});
export type StorefrontProduct = z.infer<typeof storefrontProduct>;

export const storefront = z.object({
  name: z.string(),
  url: z.string(),
  logo_url: z.string().nullable(),
  phone: z.string(),
  email: z.string(),
  address: z.string(),
  currency: z.string(),
  /** The shop's language: visitors whose browser asks for none we offer read this one. */
  language: z.enum(LANGUAGES),
  delivery_enabled: z.boolean(),
  pickup_enabled: z.boolean(),
  /** How the shop charges tax, so the cart can show its total the way the order will have it. */
  tax: taxSettings,
  /** The shop's clock, for the same-day countdown. */
  time_zone: z.string(),
  /** "HH:MM" shop time: same-day products ordered before it go out today. Null: no cut-off shown. */
  same_day_cutoff: z.string().nullable(),
  /**
   * The days the shop does not deliver: weekdays (0 = Sunday) without a delivery window, and the
   * dates it closed. The same-day countdown is not shown on them.
   */
  delivery_closed: z.object({ weekdays: z.array(z.number().int()), dates: z.array(z.string()) }),
  /** How long before a delivery window starts an order must come in (order settings). */
  lead_time_minutes: z.number().int(),
  /**
   * The delivery windows of each weekday (0 = Sunday), `limited` when a window takes a number of
   * orders only: with the lead time, the cut-off and the windows already full
   * (GET …/full-windows) they say whether delivery today can still be promised, and until when.
   */
  delivery_windows: z.array(
    z.object({ weekday: z.number().int(), start: z.string(), end: z.string(), limited: z.boolean() }),
  ),
  /** Only categories that hold something for sale, in the shop's order. */
  categories: z.array(z.object({ id: z.string(), name: z.string() })),
});
export type Storefront = z.infer<typeof storefront>;

/**
 * GET /api/storefront/{businessUrl}/full-windows: the delivery windows with no place left from the
 * shop's yesterday to its tomorrow (a visitor's clock may be off by a day), `slot` as "HH:MM-HH:MM".
 * Live, unlike the storefront's cached answers: every order may fill one.
 */
export const storefrontFullWindows = z.object({
  windows: z.array(z.object({ date: z.string(), slot: z.string() })),
});
export type StorefrontFullWindows = z.infer<typeof storefrontFullWindows>;

/**
 * POST /api/storefront/{businessUrl}/order: one product (form data or JSON, as always), or `items`,
 * the lines of a cart (JSON).
 */
export const storefrontOrderInput = z
  .object({
    product_id: idSchema.optional(),
    items: z
      .array(orderLineInput)
      .min(1, 'Choose at least one item')
      .max(MAX_ORDER_LINES, `Order at most ${MAX_ORDER_LINES} items at once`)
      .optional(),
    delivery_type: z.enum(['delivery', 'pickup'], { error: 'Choose delivery or pickup' }),
    /** The language the visitor reads the storefront in; the order and its e-mails keep it. */
    language: z.preprocess((value) => (value === '' ? undefined : value), languageSchema.optional()),
    /** The zip code the visitor checked delivery to: the order page starts with it (delivery only). */
    delivery_zipcode: z.preprocess((value) => (value === '' ? undefined : value), zipcodeSchema.optional()),
  })
  .refine((input) => (input.product_id === undefined) !== (input.items === undefined), {
    message: 'Choose a product',
    path: ['product_id'],
  });
export type StorefrontOrderInput = z.infer<typeof storefrontOrderInput>;

export const businessUrlParams = z.object({
  businessUrl: z.string().trim().toLowerCase().min(1).max(60),
});
