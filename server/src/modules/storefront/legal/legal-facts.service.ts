import type { LegalDetails } from '@contract/legal-details';
import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { businesses } from '../../../db/schema';
import { notFound } from '../../../lib/errors';
import { getLegalDetails } from '../../business';
import { getOrderFormSettings } from '../../scheduling';

/** What a shop's imprint and privacy notice say about it: its details as saved, nothing of config. */
export type ShopLegalFacts = {
  shop: {
    name: string;
    url: string;
    phone: string;
    email: string;
    address: string;
    language: string;
    logoUrl: string | null;
    /** The shop has a card account: its customers pay through the card provider. */
    takesCards: boolean;
  };
  legal: LegalDetails;
  /** After how many days a cart nobody placed is removed (docs/decisions/027). */
  draftDeleteDays: number;
};

/** The facts of the shop at `url`; 404 for an unknown shop, as its storefront answers. */
export async function readShopLegalFacts(db: Db, { url }: { url: string }): Promise<ShopLegalFacts> {
  const [shop] = await db
    .select({
      id: businesses.id,
      name: businesses.name,
      url: businesses.url,
      phone: businesses.phone,
      email: businesses.email,
      address: businesses.address,
      language: businesses.language,
      logoUrl: businesses.logoUrl,
      stripeAccountId: businesses.stripeAccountId,
    })
    .from(businesses)
    .where(eq(businesses.url, url));
  if (!shop) throw notFound('shop');
  const [legal, settings] = await Promise.all([
    getLegalDetails(db, { businessId: shop.id }),
    getOrderFormSettings(db, { businessId: shop.id }),
  ]);
  const { id: _id, stripeAccountId, ...details } = shop;
  return {
    shop: { ...details, takesCards: stripeAccountId !== null },
    legal,
    draftDeleteDays: settings.draft_delete_days,
  };
}
