import { z } from 'zod';
import { moneySchema } from './money';
import { dateSchema } from './order-time';

/*
 * Discount codes (docs/decisions/043): a shop's codes, what staff send to make or change one, what
 * the customer sends to apply one, and the one rule of how much a code takes off an order.
 */

export const discountKinds = ['percent', 'fixed'] as const;
export type DiscountKind = (typeof discountKinds)[number];

/** Codes are matched ignoring case and surrounding spaces: they are stored upper case. */
export const normalizeCode = (code: string) => code.trim().toUpperCase();

const codeText = z
  .string({ error: 'Enter a code' })
  .trim()
  .min(3, 'Use at least 3 characters')
  .max(32, 'Use at most 32 characters')
  .regex(/^[A-Za-z0-9_-]+$/, 'Use letters, digits, - and _ only')
  .transform(normalizeCode);

const fields = {
  code: codeText,
  kind: z.enum(discountKinds, { error: 'Choose percent or a fixed amount' }),
  /** Percent (1–100, whole) or an amount in the shop's currency. */
  value: moneySchema.refine((v) => v > 0, 'Use a value above 0'),
  /** The least the flowers must cost (the order's price) for the code to apply. */
  min_order: moneySchema.nullable().default(null),
  /** First and last day it is valid, in the shop's time zone, both included. */
  starts_on: dateSchema.nullable().default(null),
  ends_on: dateSchema.nullable().default(null),
  max_uses: z.number().int().min(1, 'Allow at least one use').max(1_000_000).nullable().default(null),
  once_per_customer: z.boolean().default(false),
  is_active: z.boolean().default(true),
};

type Checked = {
  kind?: DiscountKind | undefined;
  value?: number | undefined;
  starts_on?: string | null | undefined;
  ends_on?: string | null | undefined;
};

/** Rules across fields: a percent is whole and at most 100; the period does not end before it starts. */
function checkRules(input: Checked, ctx: z.RefinementCtx) {
  if (input.kind === 'percent' && input.value !== undefined) {
    if (!Number.isInteger(input.value) || input.value > 100) {
      ctx.addIssue({ code: 'custom', path: ['value'], message: 'Use a whole percent from 1 to 100' });
    }
  }
  if (input.starts_on && input.ends_on && input.ends_on < input.starts_on) {
    ctx.addIssue({ code: 'custom', path: ['ends_on'], message: 'End on or after the first day' });
  }
}

export const discountCodeInput = z.object(fields).superRefine(checkRules);
export type DiscountCodeInput = z.input<typeof discountCodeInput>;

/** A change: only the fields sent; kind and value are checked together with the stored ones. */
export const discountCodePatch = z
  .object({
    code: fields.code.optional(),
    kind: fields.kind.optional(),
    value: fields.value.optional(),
    min_order: moneySchema.nullable().optional(),
    starts_on: dateSchema.nullable().optional(),
    ends_on: dateSchema.nullable().optional(),
    max_uses: z.number().int().min(1, 'Allow at least one use').max(1_000_000).nullable().optional(),
    once_per_customer: z.boolean().optional(),
    is_active: z.boolean().optional(),
  })
  .superRefine(checkRules);
export type DiscountCodePatch = z.input<typeof discountCodePatch>;

export const discountCode = z.object({
  id: z.string(),
  code: z.string(),
  kind: z.enum(discountKinds),
  value: z.number(),
  min_order: z.number().nullable(),
  starts_on: z.string().nullable(),
  ends_on: z.string().nullable(),
  max_uses: z.number().int().nullable(),
  uses: z.number().int(),
  /** Uses left; null without a limit. */
  remaining: z.number().int().nullable(),
  once_per_customer: z.boolean(),
  is_active: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type DiscountCode = z.infer<typeof discountCode>;

/** POST /api/orders/{uuid}/discount */
export const applyDiscountInput = z.object({
  code: z
    .string({ error: 'Enter a code' })
    .trim()
    .min(1, 'Enter a code')
    .max(64, 'Enter a code')
    .transform(normalizeCode),
});

/** GET /api/discount-codes/check?code=…: any member of the team may check a code a customer gives. */
export const discountCodeCheckQuery = applyDiscountInput;

/**
 * A code as the order editor's live total needs it: its rule, and why it would not apply today
 * (null: it would). The minimum is left to the editor, which knows the goods; the server decides
 * when the order is placed.
 */
export const discountCodeCheck = z.object({
  code: z.string(),
  kind: z.enum(discountKinds),
  value: z.number(),
  min_order: z.number().nullable(),
  problem: z.enum(['not_yet', 'expired', 'used_up']).nullable(),
  /** What the customer would be told, when there is a problem. */
  message: z.string().nullable(),
});
export type DiscountCodeCheck = z.infer<typeof discountCodeCheck>;

/** Whole cents of a percentage, halves up: 12.5 % of 1999 → 250. */
const percentOf = (cents: number, percent: number) => Math.floor((cents * percent + 50) / 100);

/**
 * What a code takes off an order whose flowers cost `subtotal` cents: a percent of it (rounded
 * half up to the cent) or the fixed amount, never more than the flowers cost, and nothing when the
 * order does not reach the code's minimum.
 */
export function discountCents(
  rule: { kind: DiscountKind; value: number; min_order: number | null },
  subtotal: number,
): number {
  if (rule.min_order !== null && subtotal < Math.round(rule.min_order * 100)) return 0;
  const cents = rule.kind === 'percent' ? percentOf(subtotal, rule.value) : Math.round(rule.value * 100);
  return Math.max(0, Math.min(cents, subtotal));
}
