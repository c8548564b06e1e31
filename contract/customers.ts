import { z } from 'zod';

/** Sorts the customer list offers; anything else is refused (never put into SQL). */
export const customerSorts = [
  'last_order_date',
  'first_order_date',
  'name',
  'order_count',
  'total_spent',
] as const;
export type CustomerSort = (typeof customerSorts)[number];

/** GET /api/customers/ (docs/product.md, Customers: page 1, size 20, last_order_date descending). */
export const customerListQuery = z.object({
  page: z.coerce.number().int('Use a whole page number').min(1, 'Pages start at 1').max(100_000).default(1),
  page_size: z.coerce.number().int().min(1, 'Use 1 to 100').max(100, 'Use 1 to 100').default(20),
  sort_by: z.enum(customerSorts, { error: `Sort by ${customerSorts.join(', ')}` }).default('last_order_date'),
  sort_order: z.enum(['asc', 'desc'], { error: 'Use asc or desc' }).default('desc'),
  search: z.string().trim().max(100, 'Use at most 100 characters').optional(),
});
export type CustomerListQuery = z.infer<typeof customerListQuery>;

export const customer = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  order_count: z.number().int(),
  total_spent: z.number(),
  first_order_date: z.string(),
  last_order_date: z.string(),
  /** What staff want to remember ("no lilies — allergic"): shown on the customer's orders. */
  note: z.string().nullable(),
});
export type Customer = z.infer<typeof customer>;

const optionalText = (max: number, message: string) =>
  z
    .string()
    .trim()
    .max(max, message)
    .nullable()
    .optional()
    .transform((text) => (text === '' ? null : text));

/**
 * PATCH /api/customers/{id}: staff correct a customer; what they write is what the record says.
 * A changed e-mail or phone moves the record to that identity, unless another customer has it
 * (409: merge the two instead).
 */
export const customerUpdate = z
  .object({
    name: z.string().trim().min(1, 'Enter a name').max(200, 'Use at most 200 characters').optional(),
    email: optionalText(254, 'Use at most 254 characters').pipe(
      z.email('Enter an e-mail address like ada@example.com').nullable().optional(),
    ),
    phone: optionalText(40, 'Use at most 40 characters'),
    note: optionalText(1000, 'Use at most 1000 characters'),
  })
  .strict();
export type CustomerUpdate = z.infer<typeof customerUpdate>;

/** POST /api/customers/{id}/merge: the other record's orders move here, and it is gone. */
export const customerMerge = z.object({ other_id: z.uuid('Choose a customer') }).strict();

/** GET /api/customers/lookup?q=: two letters at least, as typed into an order's sender fields. */
export const customerLookupQuery = z.object({
  q: z.string().trim().min(2, 'Type at least 2 characters').max(100, 'Use at most 100 characters'),
});

/** Someone a customer sent flowers to before, offered when they order again. */
export const pastRecipient = z.object({
  recipient_name: z.string().nullable(),
  recipient_phone: z.string().nullable(),
  delivery_address: z.string().nullable(),
  delivery_unit: z.string().nullable(),
  delivery_city: z.string().nullable(),
  delivery_zipcode: z.string().nullable(),
  last_sent: z.string(),
});
export type PastRecipient = z.infer<typeof pastRecipient>;

export const customerPage = z.object({
  items: z.array(customer),
  /** A search counts its matches up to 1 000; `total_is_estimate` then says there are more. */
  total: z.number().int(),
  total_is_estimate: z.boolean(),
  page: z.number().int(),
  page_size: z.number().int(),
});
export type CustomerPage = z.infer<typeof customerPage>;
