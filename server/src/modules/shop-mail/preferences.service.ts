import { isLanguage } from '@contract/languages';
import type { ShopMailPreferences, ShopMailPreferencesAnswer } from '@contract/shop-mail';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { businesses, shopMailPreferences } from '../../db/schema';
import type { Member } from '../../lib/auth-guards';

/** The caller's own choices in their shop; nothing chosen yet reads as no mail, in the shop's language. */
export async function readShopMailPreferences({
  db,
  member,
}: {
  db: Db;
  member: Member;
}): Promise<ShopMailPreferencesAnswer> {
  const [row] = await db
    .select({
      newWebOrders: shopMailPreferences.newWebOrders,
      morningSummary: shopMailPreferences.morningSummary,
      language: shopMailPreferences.language,
      shopLanguage: businesses.language,
    })
    .from(businesses)
    .leftJoin(
      shopMailPreferences,
      and(eq(shopMailPreferences.businessId, businesses.id), eq(shopMailPreferences.userId, member.userId)),
    )
    .where(eq(businesses.id, member.businessId));
  const language = row?.language ?? row?.shopLanguage;
  return {
    new_web_orders: row?.newWebOrders ?? false,
    morning_summary: row?.morningSummary ?? false,
    language: isLanguage(language) ? language : 'en',
    email: member.email,
  };
}

/** Replaces the caller's choices; each person sets only their own. */
export async function saveShopMailPreferences({
  db,
  member,
  input,
}: {
  db: Db;
  member: Member;
  input: ShopMailPreferences;
}): Promise<ShopMailPreferencesAnswer> {
  const values = {
    newWebOrders: input.new_web_orders,
    morningSummary: input.morning_summary,
    language: input.language,
    updatedAt: new Date(),
  };
  await db
    .insert(shopMailPreferences)
    .values({ userId: member.userId, businessId: member.businessId, ...values })
    .onConflictDoUpdate({
      target: [shopMailPreferences.userId, shopMailPreferences.businessId],
      set: values,
    });
  return { ...input, email: member.email };
}
