import { z } from 'zod';
import { idSchema } from './common';

/** Who made a change: a signed-in person of the shop, the customer on their order link, the
 * server itself (a background job), or the card provider through its webhook. */
export const actorKinds = ['staff', 'customer', 'system', 'card_provider'] as const;
export type ActorKind = (typeof actorKinds)[number];

/** The kinds of things whose changes are recorded. */
export const auditEntityTypes = [
  'order',
  'product',
  'category',
  'product_option',
  'flower',
  'settings',
  'staff',
  'business',
  'gift_card',
  'discount_code',
  'customer',
] as const;
export type AuditEntityType = (typeof auditEntityTypes)[number];

/** One field's value before and after the change; a created thing has no `from`, a removed one no `to`. */
export const auditChange = z.object({ from: z.unknown().optional(), to: z.unknown().optional() });

export const auditEvent = z.object({
  id: z.string(),
  actor_kind: z.enum(actorKinds),
  actor_id: z.string().nullable(),
  /** The person's name, or "Customer", "Card payments", "System". */
  actor_name: z.string(),
  action: z.string(),
  entity_type: z.string(),
  entity_id: z.string(),
  /** What people call the thing, when the server knows it: an order's "#1001". */
  entity_label: z.string().nullable(),
  changes: z.record(z.string(), z.unknown()),
  at: z.string(),
});
export type AuditEvent = z.infer<typeof auditEvent>;

/** A page of events, newest first; `next_cursor` is null on the last page. */
export const auditPage = z.object({ items: z.array(auditEvent), next_cursor: z.string().nullable() });
export type AuditPage = z.infer<typeof auditPage>;

const limitSchema = z.coerce
  .number()
  .int('Use a whole number')
  .min(1, 'Use 1 to 100')
  .max(100, 'Use 1 to 100');
/** An opaque position in the log, as the previous page answered it. */
const cursorSchema = z
  .string()
  .max(200)
  .regex(/^[A-Za-z0-9_-]+$/, 'Not a valid cursor');
const instantSchema = z.iso.datetime({ offset: true, message: 'Use a time like 2026-12-24T09:00:00Z' });

/** GET /api/audit: the shop-wide log. `actor` is a person's id or one of the other actor kinds. */
export const auditListQuery = z
  .object({
    entity_type: z.enum(auditEntityTypes, 'Choose a kind of thing from the list').optional(),
    actor: z
      .union([idSchema, z.enum(actorKinds)], 'Use a person’s id or staff, customer, system, card_provider')
      .optional(),
    from: instantSchema.optional(),
    to: instantSchema.optional(),
    cursor: cursorSchema.optional(),
    limit: limitSchema.default(50),
  })
  .refine((q) => !q.from || !q.to || Date.parse(q.to) >= Date.parse(q.from), {
    message: 'End on or after the start',
    path: ['to'],
  });
export type AuditListQuery = z.input<typeof auditListQuery>;

/** GET /api/orders/{uuid}/audit: one order's trail. */
export const orderAuditQuery = z.object({ cursor: cursorSchema.optional(), limit: limitSchema.default(50) });
