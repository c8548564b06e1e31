import { z } from 'zod';

/** GET /api/customers/{id}/export: everything the shop holds about a customer, as JSON or a printable page. */
export const customerExportQuery = z.object({
  format: z.enum(['json', 'html'], { error: 'Use json or html' }).default('json'),
});

/**
 * POST /api/customers/{id}/erase: the customer's name as the shop has it, typed again, so that a
 * slip of the finger does not erase someone (it cannot be undone).
 */
export const customerErasure = z
  .object({
    name: z.string().trim().min(1, 'Type the customer’s name').max(200, 'Use at most 200 characters'),
  })
  .strict();
export type CustomerErasure = z.infer<typeof customerErasure>;

/** What was erased, counted: the answer and the trail's entry say how much, never what. */
export const erasureResult = z.object({
  customer_id: z.string(),
  orders: z.number().int(),
  mails: z.number().int(),
  audit_entries: z.number().int(),
  gift_cards: z.number().int(),
  photos: z.number().int(),
  /** Occasion reminders removed (docs/decisions/065). */
  reminders: z.number().int(),
});
export type ErasureResult = z.infer<typeof erasureResult>;
