import type { InternOrder, PublicOrder } from '@contract/orders';
import type { Db } from '../../../db/client';
import type { ProcessCaches } from '../../../lib/process-caches';
import { shopPages } from '../../../lib/shop-pages';
import { getInternOrder } from './intern-order';
import { readPublicOrder } from './order-queries';

/** How many orders' shops are remembered: the orders whose pages are open somewhere, with room. */
const REMEMBERED_ORDERS = 10_000;

/**
 * The staff's view of an order and the customer's order page, kept per shop like its list pages
 * (docs/decisions/067): every device of the shop and the customer's phone read them again at each
 * live event, and between two changes of a row either view shows they read the same answer. A
 * trigger on each table they read drops the shop's views (migration 0050).
 */
export function orderViews(db: Db, caches: ProcessCaches) {
  const pages = shopPages(caches, 'order-views');
  // The customer's address names the order only. An order never moves to another shop, so which
  // shop it belongs to is learnt at its first read and kept.
  const shopOf = new Map<string, string>();
  const remember = (uuid: string, businessId: string) => {
    shopOf.set(uuid, businessId);
    if (shopOf.size > REMEMBERED_ORDERS) shopOf.delete(shopOf.keys().next().value as string);
  };

  return {
    intern(businessId: string, uuid: string): Promise<InternOrder> {
      return pages(businessId, 'order', { uuid }, () => getInternOrder(db, { businessId, uuid }));
    },

    async public(uuid: string): Promise<PublicOrder> {
      const businessId = shopOf.get(uuid);
      if (businessId) {
        return pages(
          businessId,
          'public-order',
          { uuid },
          async () => (await readPublicOrder(db, { uuid })).answer,
        );
      }
      const read = await readPublicOrder(db, { uuid });
      remember(uuid, read.businessId);
      return read.answer;
    },
  };
}
