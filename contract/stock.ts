import { z } from 'zod';
import { idSchema } from './common';

/*
 * Stock of flowers (docs/product.md, Stock).
 * Every change of a flower's quantity is a movement; the quantity always equals their sum.
 * Movement quantities are signed changes of the stock: a purchase adds, a sale and an expiry take
 * away, a count corrects either way, and taking flowers back from an order is a sale that adds.
 */

export const movementTypes = ['purchase', 'sale', 'expiry', 'count'] as const;
export type MovementType = (typeof movementTypes)[number];

export const FLOWER_NAME_MAX = 80;
export const MAX_STOCK_QUANTITY = 1_000_000;
/**
 * The most stems of one flower a shop can hold: far beyond any florist's cold room, and far enough
 * below the database column's limit that no sum of stems can overflow it.
 */
export const MAX_FLOWER_STOCK = 100_000_000;

/** A cost per stem in the shop's currency: up to four decimals (a stem bought at 0.4375). */
export const unitCostSchema = z
  .number({ error: 'Enter a cost' })
  .min(0, 'Use a cost of 0 or more')
  .max(100_000, 'Use a cost below 100 000')
  .refine((v) => Math.abs(v * 10_000 - Math.round(v * 10_000)) < 1e-6, 'Use at most four decimals');

export const quantitySchema = z
  .number({ error: 'Enter a number of stems' })
  .int('Use whole stems')
  .min(0, 'Use 0 or more')
  .max(MAX_STOCK_QUANTITY, `Use at most ${MAX_STOCK_QUANTITY}`);

const positiveQuantity = quantitySchema.min(1, 'Use at least 1');

const flowerName = z
  .string({ error: 'Enter a name' })
  .trim()
  .min(1, 'Enter a name')
  .max(FLOWER_NAME_MAX, `Use at most ${FLOWER_NAME_MAX} characters`);

export const flower = z.object({
  id: z.string(),
  name: z.string(),
  unit_cost: z.number(),
  quantity: z.number().int(),
  /** quantity × unit_cost, in the shop's currency, to the cent. */
  value: z.number(),
  /** At or below this many stems the flower counts as low; null: never. */
  reorder_level: z.number().int().nullable(),
  low: z.boolean(),
  updated_at: z.string(),
});
export type Flower = z.infer<typeof flower>;

/** POST /api/flowers: a flower added by hand, with what is on hand now (a first count). */
export const flowerInput = z.object({
  name: flowerName,
  unit_cost: unitCostSchema,
  quantity: quantitySchema.default(0),
  reorder_level: quantitySchema.nullable().default(null),
});
export type FlowerInput = z.infer<typeof flowerInput>;

/** POST /api/flowers/{id}/update: compare-and-set; a stale old_quantity answers 409 and changes nothing. */
export const flowerUpdateInput = z.object({
  unit_cost: unitCostSchema,
  old_quantity: quantitySchema,
  new_quantity: quantitySchema,
  reorder_level: quantitySchema.nullable().optional(),
});
export type FlowerUpdateInput = z.infer<typeof flowerUpdateInput>;

/** One row of POST /api/stock/: an existing flower by id, or a new one by name (purchases only). */
export const stockItemInput = z
  .object({
    flower_id: idSchema.optional(),
    name: flowerName.optional(),
    quantity: positiveQuantity,
    /** Required for purchases; an expiry is valued at the flower's cost. */
    unit_cost: unitCostSchema.optional(),
  })
  .refine((item) => Boolean(item.flower_id) !== Boolean(item.name), {
    message: 'Give either the flower or a name for a new one',
    path: ['flower_id'],
  });

export const stockMovementsInput = z
  .object({
    type: z.enum(['purchase', 'expiry'], { error: 'Choose purchase or expiry' }),
    items: z.array(stockItemInput).min(1, 'Add at least one flower').max(500, 'Use at most 500 rows at once'),
  })
  .superRefine((input, ctx) => {
    input.items.forEach((item, index) => {
      if (input.type === 'purchase' && item.unit_cost === undefined) {
        ctx.addIssue({
          code: 'custom',
          message: 'Enter the cost per stem',
          path: ['items', index, 'unit_cost'],
        });
      }
      if (input.type === 'expiry' && item.name) {
        ctx.addIssue({
          code: 'custom',
          message: 'Choose a flower in stock',
          path: ['items', index, 'flower_id'],
        });
      }
    });
  });
export type StockMovementsInput = z.infer<typeof stockMovementsInput>;

/** POST /api/stock/{flowerId}/sale (form data): stems used in an order. */
export const saleInput = z.object({
  quantity: z.preprocess((v) => (typeof v === 'string' && v.trim() !== '' ? Number(v) : v), positiveQuantity),
  order_uuid: idSchema,
});
export type SaleInput = z.infer<typeof saleInput>;

export const movement = z.object({
  id: z.string(),
  type: z.enum(movementTypes),
  flower: z.object({ id: z.string(), name: z.string() }),
  /** Signed change of the stock. */
  quantity: z.number().int(),
  unit_cost: z.number(),
  order: z.object({ uuid: z.string(), number: z.number().int() }).nullable(),
  by: z.object({ id: z.string(), name: z.string() }).nullable(),
  at: z.string(),
});
export type Movement = z.infer<typeof movement>;

export const movementListQuery = z.object({
  type: z.enum(movementTypes).optional(),
  flower_id: idSchema.optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
  offset: z.coerce.number().int().min(0).max(100_000).default(0),
});

/** GET /api/stock/current */
export const currentStock = z.object({
  items: z.array(flower),
  totals: z.object({
    /** Flowers with stems on hand. */
    items: z.number().int(),
    quantity: z.number().int(),
    value: z.number(),
    low_stock: z.number().int(),
    /** What expired in the last 30 days cost. */
    waste_value_30d: z.number(),
  }),
});
export type CurrentStock = z.infer<typeof currentStock>;

/** GET /api/orders/{uuid}/cost: the flowers used, net of any taken back, per flower. */
export const orderCost = z.object({
  lines: z.array(
    z.object({
      flower_id: z.string(),
      name: z.string(),
      quantity: z.number().int(),
      cost: z.number(),
    }),
  ),
  cost: z.number(),
  /** What the goods brought in: after the discount, without delivery, gift cards or tax. */
  price: z.number(),
  margin: z.number(),
  currency: z.string(),
  /** Whether the order carried tax, which `price` leaves out. */
  net: z.boolean(),
});
export type OrderCost = z.infer<typeof orderCost>;

/** POST /api/stock/file_upload/parse (multipart field `file`, CSV or XLSX): a preview, nothing applied. */
export const uploadPreview = z.object({
  /** The headers read as each column, as written in the file; null when the file has none for it. */
  columns: z.object({ name: z.string(), quantity: z.string(), unit_cost: z.string().nullable() }),
  rows: z.array(
    z.object({
      /** Where the row is in the file (1 = first line or row), so people can find it. */
      line: z.number().int(),
      name: z.string(),
      quantity: z.number().int().nullable(),
      unit_cost: z.number().nullable(),
      /** The flower of the shop with that name, or null: applying creates it. */
      flower_id: z.string().nullable(),
      /** Per field; a row with errors is not applied until it is corrected or removed. */
      errors: z.record(z.string(), z.string()),
    }),
  ),
  /** How many rows have errors. */
  errors: z.number().int(),
});
export type UploadPreview = z.infer<typeof uploadPreview>;
