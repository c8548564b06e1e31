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
});
export type Customer = z.infer<typeof customer>;

export const customerPage = z.object({
  items: z.array(customer),
  /** A search counts its matches up to 1 000; `total_is_estimate` then says there are more. */
  total: z.number().int(),
  total_is_estimate: z.boolean(),
  page: z.number().int(),
  page_size: z.number().int(),
});
export type CustomerPage = z.infer<typeof customerPage>;
