import { z } from 'zod';
import { moneySchema } from './money';

/*
 * Gift cards (docs/decisions/044): a shop sells them as a product, e-mails the code, and the
 * customer redeems it on later orders, in part or in full. Codes are 16 characters of an alphabet
 * without look-alikes (no 0/O, 1/I), 5 bits each: 80 random bits, shown as XXXX-XXXX-XXXX-XXXX.
 */

export const GIFT_CARD_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
export const GIFT_CARD_CODE_LENGTH = 16;

/** What a person typed, as the code is stored: upper case, without spaces or dashes. */
export const normaliseGiftCardCode = (typed: string) => typed.toUpperCase().replace(/[\s-]/g, '');

/** A code in groups of four, as it is printed and e-mailed. */
export const formatGiftCardCode = (code: string) =>
  normaliseGiftCardCode(code).replace(/(.{4})(?=.)/g, '$1-');

/** A gift card's value as staff type it when they sell one: what is paid for it is what it holds. */
export const giftCardValueSchema = moneySchema.refine(
  (value) => value > 0,
  'A gift card needs a value above 0',
);

/**
 * A card issued by the sale or payment that answers it. `code` is there only when the card could
 * not be e-mailed (no address on the order): staff hand it over now. It is never stored in clear
 * and never answered again.
 */
export const issuedGiftCard = z.object({
  id: z.string(),
  code: z.string().nullable(),
  code_last4: z.string(),
  value: z.number(),
  expires_on: z.string(),
  /** Where the code was e-mailed, or null. */
  emailed_to: z.string().nullable(),
});
export type IssuedGiftCard = z.infer<typeof issuedGiftCard>;

export const productKinds = ['flowers', 'gift_card'] as const;
export type ProductKind = (typeof productKinds)[number];

/** POST /api/orders/{uuid}/gift-card */
export const giftCardApplyInput = z.object({
  code: z
    .string({ error: 'Enter the gift card code' })
    .trim()
    .min(1, 'Enter the gift card code')
    .max(40, 'Enter the gift card code')
    .transform(normaliseGiftCardCode),
});

/** A payment line of an order: what a gift card pays of its total. */
export const orderPayment = z.object({
  id: z.string(),
  kind: z.literal('gift_card'),
  /** Redeemed at submission; before it, what the card's balance would pay. */
  amount: z.number(),
  code_last4: z.string(),
});
export type OrderPayment = z.infer<typeof orderPayment>;

/** The order answer's additions: payments and what is left to pay (total − payments). */
export const orderPaymentFields = {
  payments: z.array(orderPayment),
  amount_due: z.number(),
};

export const giftCardMovementTypes = ['issue', 'redeem', 'release', 'adjust', 'void'] as const;

export const giftCard = z.object({
  id: z.string(),
  code_last4: z.string(),
  initial_amount: z.number(),
  balance: z.number(),
  currency: z.string(),
  order_id: z.string().nullable(),
  order_number: z.number().int().nullable(),
  /** Who bought it: the buying order's sender. */
  bought_by: z.string().nullable(),
  recipient_name: z.string().nullable(),
  recipient_email: z.string().nullable(),
  expires_on: z.string().nullable(),
  created_at: z.string(),
});
export type GiftCard = z.infer<typeof giftCard>;

export const giftCardMovement = z.object({
  id: z.string(),
  type: z.enum(giftCardMovementTypes),
  amount: z.number(),
  order_id: z.string().nullable(),
  order_number: z.number().int().nullable(),
  reason: z.string().nullable(),
  by: z.object({ id: z.string(), name: z.string() }).nullable(),
  at: z.string(),
});
export type GiftCardMovement = z.infer<typeof giftCardMovement>;

export const giftCardDetail = giftCard.extend({
  message: z.string().nullable(),
  movements: z.array(giftCardMovement),
});
export type GiftCardDetail = z.infer<typeof giftCardDetail>;

/** GET /api/gift-cards: newest first; q is the last four characters or the whole code. */
export const giftCardListQuery = z.object({
  q: z
    .string()
    .trim()
    .max(40)
    .optional()
    .transform((q) => (q ? normaliseGiftCardCode(q) : undefined)),
  limit: z.coerce.number().int().min(1).max(100).default(50),
  offset: z.coerce.number().int().min(0).max(100_000).default(0),
});
export const giftCardPage = z.object({ items: z.array(giftCard), has_more: z.boolean() });
export type GiftCardPage = z.infer<typeof giftCardPage>;

/** POST /api/gift-cards/{id}/adjustments: staff change a balance, saying why. */
export const giftCardAdjustInput = z.object({
  amount: z
    .number({ error: 'Enter an amount' })
    .min(-1_000_000)
    .max(1_000_000)
    .refine((v) => v !== 0, 'Enter an amount other than 0')
    .refine((v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, 'Use at most two decimals'),
  reason: z.string({ error: 'Say why' }).trim().min(3, 'Say why (at least 3 characters)').max(300),
});
