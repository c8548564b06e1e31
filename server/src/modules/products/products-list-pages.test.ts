import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  productLocations,
  productOfferedOptions,
  productOptions,
  productPhotos,
  products,
  productVariants,
} from '../../db/schema';
import { CACHE_CHANNEL } from '../../lib/process-caches';
import { keptAcrossSilentWrites } from '../../test/kept-pages';
import { multipart } from '../../test/multipart';
import { jpegOf, photoPart } from '../../test/product-setup';
import { type Shop, setupOrderLines } from './order-lines-setup';

/*
 * The staff's pages of a shop's products are kept in the process until the shop's catalogue or
 * stock changes (docs/decisions/073): a florist never sees a page that misses their own change, a
 * sale, or a change made by another process, and every table a product's answer reads tells.
 */

const { t, bouquetShop, patchProduct, order, submit } = setupOrderLines();

type Listed = {
  id: string;
  name: string;
  price: number;
  photos: unknown[];
  location_ids: string[];
  option_ids: string[];
  variants: { id: string; current_quantity: number | null }[];
};
const listed = async (shop: Shop) => {
  const page = await t.app.inject({ method: 'GET', url: '/api/products/', headers: shop.headers });
  expect(page.statusCode).toBe(200);
  return page.json<{ items: Listed[]; count: number }>();
};
const first = async (shop: Shop) => {
  const [product] = (await listed(shop)).items;
  if (!product) throw new Error('the shop lists no product');
  return product;
};

/** The bouquet shop with a photo and a pickup place on its product, as the list shows them. */
async function fullShop() {
  const made = await bouquetShop();
  const placed = await patchProduct(made.shop, made.product.id, { location_ids: [made.shop.location.id] });
  expect(placed.statusCode, placed.body).toBe(200);
  const form = multipart({ photos: [photoPart(await jpegOf(200))] });
  const photo = await t.app.inject({
    method: 'POST',
    url: `/api/products/${made.product.id}/photos`,
    headers: { ...made.shop.headers, ...form.headers },
    payload: form.payload,
  });
  expect(photo.statusCode, photo.body).toBeLessThan(300);
  return made;
}

describe("the pages of a shop's products kept in the process", () => {
  it('show a change and a sale made through the app in the very next page', async () => {
    const { shop, product, deluxe } = await bouquetShop();
    expect((await first(shop)).price).toBe(40);
    expect((await patchProduct(shop, product.id, { name: 'Rose cloud' })).statusCode).toBe(200);
    expect((await first(shop)).name).toBe('Rose cloud');
    const draft = await order(shop, {
      items: [{ product_id: product.id, variant_id: deluxe.id, quantity: 1 }],
    });
    expect(draft.statusCode, draft.body).toBe(201);
    expect((await submit(draft.json().uuid)).statusCode).toBe(200);
    const sizes = (await first(shop)).variants;
    expect(sizes.find((size) => size.id === deluxe.id)?.current_quantity).toBe(1);
  });

  it('are kept between changes: a write that sends no notice is not seen until one is', async () => {
    const { shop, product } = await bouquetShop();
    const { db } = t.database;
    const unheard = await keptAcrossSilentWrites(
      db,
      (tx, name) => tx.update(products).set({ name }).where(eq(products.id, product.id)),
      async () => (await first(shop)).name,
    );
    await db.update(products).set({ price: '44.00' }).where(eq(products.id, product.id));
    await expect.poll(async () => (await first(shop)).name, { timeout: 2_000 }).toBe(unheard);
  });

  it('show a change of any table the answer reads, written straight to the database', async () => {
    const { shop, product, vase, deluxe } = await fullShop();
    const { db } = t.database;
    const changes: [string, () => Promise<unknown>, (p: Listed) => unknown, unknown][] = [
      [
        'the product',
        () => db.update(products).set({ price: '41.00' }).where(eq(products.id, product.id)),
        (p) => p.price,
        41,
      ],
      [
        'a size’s count',
        () => db.update(productVariants).set({ currentQuantity: 9 }).where(eq(productVariants.id, deluxe.id)),
        (p) => p.variants.find((size) => size.id === deluxe.id)?.current_quantity,
        9,
      ],
      [
        'an offered add-on',
        () => db.delete(productOfferedOptions).where(eq(productOfferedOptions.optionId, vase.id)),
        (p) => p.option_ids.includes(vase.id),
        false,
      ],
      [
        'an add-on',
        () =>
          db
            .update(productOptions)
            .set({ deletedAt: new Date() })
            .where(eq(productOptions.businessId, shop.business.id)),
        (p) => p.option_ids.length,
        0,
      ],
      [
        'a photo',
        () => db.delete(productPhotos).where(eq(productPhotos.productId, product.id)),
        (p) => p.photos.length,
        0,
      ],
      [
        'a pickup place',
        () => db.delete(productLocations).where(eq(productLocations.productId, product.id)),
        (p) => p.location_ids.length,
        0,
      ],
    ];
    for (const [what, write, read, expected] of changes) {
      // Read first, so the page is kept, then change the row behind the app's back.
      expect(read(await first(shop)), what).not.toEqual(expected);
      await write();
      await expect
        .poll(async () => read(await first(shop)), { message: what, timeout: 2_000 })
        .toEqual(expected);
    }
  });

  it('are dropped by a notice naming their shop, from the product’s own rows and those hanging off it', async () => {
    const { shop, product } = await fullShop();
    const heard: string[] = [];
    const listener = await t.database.listen(CACHE_CHANNEL, {
      onPayload: (payload) => heard.push(payload),
    });
    try {
      const { db } = t.database;
      // Notices arrive in the order their transactions commit: what a statement sent has been heard
      // once a mark sent after it is. Everything before the first mark is left out, and so are the
      // notices of other shops, which tests running beside this one on the same database send.
      const notice = `products:${shop.business.id}`;
      let marks = 0;
      const heardUntilMark = async () => {
        const mark = `mark:${++marks}`;
        await db.execute(sql`select pg_notify(${CACHE_CHANNEL}, ${mark})`);
        await expect.poll(() => heard.includes(mark)).toBe(true);
        return heard.splice(0).filter((payload) => payload === notice);
      };
      await heardUntilMark();
      for (const [what, write] of [
        [
          'a photo',
          () => db.update(productPhotos).set({ position: 3 }).where(eq(productPhotos.productId, product.id)),
        ],
        [
          'a pickup place',
          () => db.delete(productLocations).where(eq(productLocations.productId, product.id)),
        ],
        [
          'a size',
          () =>
            db
              .update(productVariants)
              .set({ name: 'Grand' })
              .where(eq(productVariants.productId, product.id)),
        ],
        ['the product', () => db.update(products).set({ name: 'Grand' }).where(eq(products.id, product.id))],
      ] as const) {
        await write();
        expect(await heardUntilMark(), what).toEqual([notice]);
      }
      // A statement that changes no row sends the shop nothing.
      await db.execute(sql`update ${productPhotos} set position = 0 where false`);
      expect(await heardUntilMark()).toEqual([]);
    } finally {
      await listener.close();
    }
  });
});
