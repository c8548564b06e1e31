import { z } from 'zod';
import { timeOfDaySchema } from './order-time';

/*
 * Texts (SMS) to customers and recipients (docs/decisions/066): the notices a shop may send by
 * text, its settings, the customer's opt-in on the order page and the order's record of notices.
 */

/** The notices a shop may choose to send by text. */
export const TEXT_NOTICES = ['confirmed', 'out_for_delivery', 'delivered', 'not_home'] as const;
export const textNoticeSchema = z.enum(TEXT_NOTICES, { error: 'Not a notice that can go by text' });
export type TextNotice = z.infer<typeof textNoticeSchema>;

/** The highest monthly cap a shop may set. */
export const MAX_MONTHLY_TEXTS = 100_000;

export const textSettingsInput = z.object({
  notices: z
    .array(textNoticeSchema)
    .max(TEXT_NOTICES.length)
    .refine((notices) => new Set(notices).size === notices.length, 'Name each notice once'),
  monthly_cap: z
    .number({ error: 'Enter a whole number' })
    .int('Enter a whole number')
    .min(0, 'The cap cannot be negative')
    .max(MAX_MONTHLY_TEXTS, `At most ${MAX_MONTHLY_TEXTS} texts a month`),
  quiet_hours: z.object({ start: timeOfDaySchema, end: timeOfDaySchema }).refine((q) => q.start !== q.end, {
    message: 'Quiet hours need a different start and end',
    path: ['end'],
  }),
});
export type TextSettingsInput = z.infer<typeof textSettingsInput>;

/** What staff see: the settings, whether the server can send texts at all, and this month's count. */
export const textSettingsAnswer = textSettingsInput.extend({
  configured: z.boolean(),
  sent_this_month: z.number().int(),
  cap_reached: z.boolean(),
});
export type TextSettingsAnswer = z.infer<typeof textSettingsAnswer>;

/** The customer's choice on the order page. */
export const textOptInInput = z.object({ customer: z.boolean(), recipient: z.boolean() });
export type TextOptInInput = z.infer<typeof textOptInInput>;

/** What the order page shows: whether texts can be asked for, and for whom. */
export const textOptInAnswer = textOptInInput.extend({
  /** The shop sends texts (the server is set up and the shop chose at least one notice). */
  offered: z.boolean(),
  /** Texts to the customer need a phone number on the order; to the recipient, theirs. */
  customer_phone: z.boolean(),
  recipient_phone: z.boolean(),
  /** The recipient is texted only for deliveries, and only when the shop chose such a notice. */
  recipient_offered: z.boolean(),
});
export type TextOptInAnswer = z.infer<typeof textOptInAnswer>;

/** A notice sent about an order, by e-mail or text, as the order's history shows it. */
export const orderNoticeEntry = z.object({
  channel: z.enum(['email', 'text']),
  /** 'received' | 'ready' | 'done' for e-mails, a TextNotice for texts. */
  notice: z.string(),
  role: z.enum(['customer', 'recipient']),
  /** The address or number, masked: enough for staff to recognise it, not to copy it. */
  to: z.string(),
  /** 'sent', or why it was not: 'stopped', 'cap', 'late', 'refused', 'gave_up'. */
  outcome: z.string(),
  at: z.string(),
});
export type OrderNoticeEntry = z.infer<typeof orderNoticeEntry>;
