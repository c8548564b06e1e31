import { z } from 'zod';

/** GET /api/stripe/connect/account-status/: where the shop's card-payment account stands. */
export const accountStatus = z.object({
  connected: z.boolean(),
  account_id: z.string().nullable(),
  /** The account may take card payments. */
  charges_enabled: z.boolean(),
  payouts_enabled: z.boolean(),
  /** The owner has finished the provider's questions (it may still be reviewing them). */
  details_submitted: z.boolean(),
  /** What the provider still needs before payments or payouts work, in its own words. */
  requirements_due: z.array(z.string()),
});
export type AccountStatus = z.infer<typeof accountStatus>;

/** For the provider's embedded components in the browser. */
export const accountSession = z.object({
  account_id: z.string(),
  client_secret: z.string(),
  publishable_key: z.string(),
});
export type AccountSession = z.infer<typeof accountSession>;

export const accountLink = z.object({ url: z.string() });

export const createAccountBody = z
  .object({
    /** Two letters (DE, US); the provider's default country when not given. */
    country: z
      .string()
      .regex(/^[A-Za-z]{2}$/, 'Use a two-letter country code like DE or US')
      .transform((c) => c.toUpperCase())
      .optional(),
  })
  .default({});

export const checkoutSession = z.object({ sessionId: z.string(), url: z.string() });
