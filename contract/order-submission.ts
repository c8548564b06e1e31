import { z } from 'zod';
import { zipcodeSchema } from './delivery';
import { blankToUndefined, text } from './form-values';
import { GIFT_MESSAGE_MAX } from './gift-card-orders';
import { languageSchema } from './language-schema';
import { dateSchema } from './order-time';

/*
 * What the customer sends to place an order (POST /api/orders/{uuid}): who they are, who receives
 * the flowers, where and when, and for gift cards alone whom the cards are e-mailed to.
 */

const requiredText = (max: number, message: string) =>
  z.string({ error: message }).trim().min(1, message).max(max, `Use at most ${max} characters`);
const optionalText = (max: number) => z.preprocess(blankToUndefined, text(max).optional());
const phone = z
  .string()
  .trim()
  .regex(/^\+?[0-9 ().\-/]{6,32}$/, 'Enter a phone number with digits, spaces and + ( ) -');

const optionalEmail = z.preprocess(
  blankToUndefined,
  z.string().trim().toLowerCase().max(254).pipe(z.email('Enter a valid e-mail address')).optional(),
);

/**
 * POST /api/orders/{uuid} (form data): what the customer fills in. Which fields are required
 * depends on the method, the shop's order-form settings and whether the order is gift cards alone
 * (which asks for no recipient, place, date or time: docs/decisions/053); the server checks those.
 */
export const orderSubmitInput = z.object({
  sender_name: requiredText(120, 'Enter your name'),
  sender_email: z
    .string({ error: 'Enter your e-mail address' })
    .trim()
    .toLowerCase()
    .max(254)
    .pipe(z.email('Enter a valid e-mail address')),
  sender_phone: z.preprocess(blankToUndefined, phone.optional()),
  recipient_name: z.preprocess(blankToUndefined, requiredText(120, 'Enter the recipient’s name').optional()),
  recipient_phone: z.preprocess(blankToUndefined, phone.optional()),
  delivery_address: optionalText(300),
  delivery_unit: optionalText(60),
  delivery_city: optionalText(120),
  delivery_zipcode: z.preprocess(blankToUndefined, zipcodeSchema.optional()),
  delivery_date: z.preprocess(blankToUndefined, dateSchema.optional()),
  time_slot: z.preprocess(
    blankToUndefined,
    z
      .string()
      .regex(/^\d{2}:\d{2}-\d{2}:\d{2}$/, 'Choose a time')
      .optional(),
  ),
  location_id: z.preprocess(blankToUndefined, z.uuid('Choose a pickup location').optional()),
  card_message: optionalText(1000),
  special_instructions: optionalText(1000),
  /** The language the customer reads the page in; their e-mails follow it (docs/decisions/042). */
  language: z.preprocess(blankToUndefined, languageSchema.optional()),
  /** Gift cards alone: who the cards are e-mailed to (a copy goes to the buyer), with what words, when. */
  gift_recipient_email: optionalEmail,
  gift_message: optionalText(GIFT_MESSAGE_MAX),
  /** A day of the shop's calendar, today to a year ahead (checked against the shop's today). */
  gift_send_on: z.preprocess(blankToUndefined, dateSchema.optional()),
});
export type OrderSubmitInput = z.infer<typeof orderSubmitInput>;
