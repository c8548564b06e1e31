import { z } from 'zod';
import { timeOfDaySchema } from './order-time';

/** What a device may be told about (issue 28); each person picks per device. */
export const pushKinds = ['new_web_order', 'due_not_ready', 'not_home', 'card_failed'] as const;
export const pushKindSchema = z.enum(pushKinds, { error: 'Not a kind of notification' });
export type PushKind = z.infer<typeof pushKindSchema>;

/** At most this many devices per person: a phone, a tablet, a few shop computers. */
export const MAX_PUSH_DEVICES = 10;

/**
 * A push service's address for one device. Browsers give https addresses; plain http only reaches
 * this machine (a local stand-in in tests), and the server refuses it in production.
 */
export const pushEndpointSchema = z
  .url({ protocol: /^https?$/, error: 'Not a push service address' })
  .max(1000, 'A push service address is at most 1000 characters');

/** The device's public key (an uncompressed P-256 point, 65 bytes) and auth secret (16 bytes), base64url. */
const pushKeys = z.object({
  p256dh: z.string().regex(/^[A-Za-z0-9_-]{87}={0,1}$/, 'Not a device key'),
  auth: z.string().regex(/^[A-Za-z0-9_-]{22}(==)?$/, 'Not a device secret'),
});

/** Hours in the shop's time zone when this device stays silent; may run past midnight (22:00–07:00). */
export const quietHoursSchema = z
  .object({ start: timeOfDaySchema, end: timeOfDaySchema })
  .refine((q) => q.start !== q.end, { message: 'Quiet hours need a different start and end', path: ['end'] });

export const pushSubscriptionInput = z.object({
  endpoint: pushEndpointSchema,
  keys: pushKeys,
  kinds: z
    .array(pushKindSchema)
    .max(pushKinds.length)
    .refine((kinds) => new Set(kinds).size === kinds.length, 'Name each kind once'),
  quiet_hours: quietHoursSchema.nullable(),
});
export type PushSubscriptionInput = z.infer<typeof pushSubscriptionInput>;

export const pushEndpointQuery = z.object({ endpoint: pushEndpointSchema });

/** This device's choices, as the settings panel shows them. */
export const pushSubscriptionAnswer = z.object({
  kinds: z.array(pushKindSchema),
  quiet_hours: z.object({ start: z.string(), end: z.string() }).nullable(),
  created_at: z.string(),
  last_success_at: z.string().nullable(),
});
export type PushSubscriptionAnswer = z.infer<typeof pushSubscriptionAnswer>;

export const pushPublicKeyAnswer = z.object({ public_key: z.string() });

/**
 * Every device of the caller's, for the settings panel to show and remove (with DELETE by address).
 * The address is the caller's own: the panel tells this device from the others by it.
 */
export const pushDevicesAnswer = z.object({
  items: z.array(pushSubscriptionAnswer.extend({ endpoint: z.string() })),
});
export type PushDevicesAnswer = z.infer<typeof pushDevicesAnswer>;
