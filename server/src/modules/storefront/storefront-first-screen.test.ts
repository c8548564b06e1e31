import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { createProduct, jpegOf } from '../../test/product-setup';
import { changeShop, openShop } from '../../test/shop-setup';
import { setupStorePages } from '../../test/store-pages';

/*
 * What the storefront page asks the browser for before its script runs (docs/decisions/077): the
 * photo of the grid's first card, named as its <img> names it, and the texts of the page's
 * language only (the build marks each language's preload, scripts/storefront-preload.ts).
 */

const t = setupStorePages();

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

const photoPreloads = (html: string) =>
  [...html.matchAll(/<link rel="preload" as="image"[^>]*>/g)].map((m) => m[0]);
const catalogs = (html: string) => [...html.matchAll(/data-language="(\w+)"/g)].map((m) => m[1]);

/** A photo larger than a thumbnail, so the page offers the browser both. */
const largeJpeg = () =>
  sharp({ create: { width: 800, height: 1000, channels: 3, background: { r: 200, g: 90, b: 120 } } })
    .jpeg()
    .toBuffer();

describe('the storefront page', () => {
  it('asks for the first card’s photo at once, with the candidates and widths of the grid’s <img>', async () => {
    const shop = await openShop(t.app);
    await createProduct(t.app, shop.headers, { name: 'Anemones' }, [await jpegOf(20)]);
    // Featured products lead the grid whatever their name.
    const featured = await createProduct(t.app, shop.headers, { name: 'Zinnias', is_featured: 'true' }, [
      await largeJpeg(),
    ]);
    const [photo] = featured.photos;
    if (!photo) throw new Error('the product has no photo');

    const page = await get(`/${shop.business.url}/store`);
    expect(page.statusCode).toBe(200);
    const sizes = '(min-width: 1200px) 270px, (min-width: 1024px) 23vw, (min-width: 640px) 31vw, 47vw';
    expect(photoPreloads(page.body)).toEqual([
      `<link rel="preload" as="image" href="${photo.thumb_url}" imagesrcset="${photo.thumb_url} 384w, ${photo.url} 800w" imagesizes="${sizes}" fetchpriority="high" />`,
    ]);

    // The featured product gone, the next page asks for the next first card’s photo.
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/products/${featured.id}`,
      headers: shop.headers,
    });
    expect(removed.statusCode).toBe(200);
    const after = await get(`/${shop.business.url}/store`);
    expect(photoPreloads(after.body)).toHaveLength(1);
    expect(photoPreloads(after.body)[0]).not.toContain(photo.thumb_url);
    // A photo no larger than a thumbnail has one candidate: its address alone.
    expect(photoPreloads(after.body)[0]).not.toContain('imagesrcset');
  });

  it('asks for no photo when the shop sells none with one', async () => {
    const shop = await openShop(t.app);
    expect(photoPreloads((await get(`/${shop.business.url}/store`)).body)).toEqual([]);
    await createProduct(t.app, shop.headers, { name: 'Tulips' });
    expect(photoPreloads((await get(`/${shop.business.url}/store`)).body)).toEqual([]);
  });

  it('preloads the texts of the page’s language and of no other; an unknown shop’s page none', async () => {
    const shop = await openShop(t.app);
    const url = `/${shop.business.url}/store`;
    expect(catalogs((await get(url)).body)).toEqual(['en']);
    expect(catalogs((await get(url, { 'accept-language': 'de-AT' })).body)).toEqual(['de']);
    await changeShop(t.app, shop, { language: 'de' });
    expect(catalogs((await get(url)).body)).toEqual(['de']);
    expect(catalogs((await get(url, { cookie: 'petal_language=en' })).body)).toEqual(['en']);

    const unknown = await get('/no-such-shop-here/store');
    expect(unknown.statusCode).toBe(404);
    expect(catalogs(unknown.body)).toEqual([]);
  });
});
