import { z } from 'zod';
import { languageSchema } from './language-schema';

/**
 * What an owner or manager gets e-mailed by their shop (GET/PUT /api/users/shop-mail): each new
 * web order, and a summary of the day at opening time, in the language they choose for these mails
 * (the back office itself is English). Florists have no such mail: the server answers 403.
 */
export const shopMailPreferences = z.object({
  new_web_orders: z.boolean({ error: 'Say yes or no' }),
  morning_summary: z.boolean({ error: 'Say yes or no' }),
  language: languageSchema,
});
export type ShopMailPreferences = z.infer<typeof shopMailPreferences>;

/** The answer also says where the mails go: the person's sign-in address. */
export const shopMailPreferencesAnswer = shopMailPreferences.extend({ email: z.string() });
export type ShopMailPreferencesAnswer = z.infer<typeof shopMailPreferencesAnswer>;

/** Order mails one person gets from one shop a day; the next order says "more are coming", then none. */
export const SHOP_ORDER_MAILS_PER_DAY = 20;
