import type { Occasion } from '@contract/occasions';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { productPhotos, products, productVariants } from '../../db/schema';
import { thumbUrl } from '../../lib/storage';

/** How many products a reminder shows: enough to choose from, few enough to read on a phone. */
const SHOWN = 3;

type ShelfProduct = {
  id: string;
  name: string;
  price: string;
  occasions: string[];
  photo_key: string | null;
};

/**
 * The shop's bouquets on sale on its storefront (live, active, not sold out; no gift cards),
 * featured first, with each one's main photo and its price (from the cheapest size, as the
 * storefront shows it). `pick` prefers those made for the occasion and fills
 * up with the others.
 */
export async function productsForReminder(db: Db, businessId: string) {
  const rows = (
    await db.execute<ShelfProduct>(sql`
      select p.id, p.name, p.occasions,
        coalesce((select min(v.price) from ${productVariants} v
          where v.product_id = p.id and v.deleted_at is null), p.price)::text as price,
        (select ph.key from ${productPhotos} ph where ph.product_id = p.id
          order by ph.is_primary desc, ph.position limit 1) as photo_key
      from ${products} p
      where p.business_id = ${businessId} and p.deleted_at is null and p.is_active
        and p.kind = 'flowers' and (p.current_quantity is null or p.current_quantity > 0)
      order by p.is_featured desc, p.name, p.id
      limit 50
    `)
  ).rows;
  return {
    pick(occasion: Occasion) {
      const suited = rows.filter((row) => row.occasions.includes(occasion));
      const others = rows.filter((row) => !row.occasions.includes(occasion));
      return [...suited, ...others].slice(0, SHOWN).map((row) => ({
        id: row.id,
        name: row.name,
        price: row.price,
        photoUrl: row.photo_key ? thumbUrl(row.photo_key) : null,
      }));
    },
  };
}
