import { beforeAll, describe, expect, it } from 'vitest';
import { addStaff, bearer } from '../../test/fixtures';
import { createProduct, jpegOf } from '../../test/product-setup';
import { openShop } from '../../test/shop-setup';
import { jsonLd, ORIGIN, setupStorePages } from '../../test/store-pages';

/*
 * Product addresses, link previews, schema.org data and sitemaps (docs/decisions/041), on a stand-in
 * store.html shaped like the built one.
 */

const HOSTILE = `Roses</title></script><script>alert(1)</script>"'<img src=x onerror=alert(2)> & co`;

const t = setupStorePages();
let jpeg: Buffer;

beforeAll(async () => {
  jpeg = await jpegOf(200);
});

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

describe('product pages', () => {
  it('answer the storefront with the product’s title, preview tags and schema.org Product, safely escaped', async () => {
    const shop = await openShop(t.app);
    const product = await createProduct(
      t.app,
      shop.headers,
      {
        name: HOSTILE,
        description: 'Pink </script> roses\nwith eucalyptus',
        price: '39.90',
        current_quantity: '3',
      },
      [jpeg],
    );
    const slug = 'roses-title-script-script-alert-1-script-img-src-x-onerror-alert-2-co'
      .slice(0, 60)
      .replace(/-+$/, '');
    const address = `/${shop.business.url}/store/${slug}-${product.id}`;
    const response = await get(address);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.headers['cache-control']).toBe('no-cache');
    const html = response.body;
    // Nothing the name carries becomes markup: one title, one inline script (the page's own), no img.
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).not.toContain('<script>alert');
    expect(html).not.toContain('<img');
    expect(html).not.toContain('Generic');
    expect(html.match(/<script>/g)).toHaveLength(1);
    expect(html).toContain(
      '<title>Roses&lt;/title&gt;&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;&quot;&#39;&lt;img src=x onerror=alert(2)&gt; &amp; co · Fern &amp; Foxglove</title>',
    );
    expect(html).toContain(`<link rel="canonical" href="${ORIGIN}${address}" />`);
    expect(html).toContain('<meta property="og:type" content="product" />');
    expect(html).toContain(`<meta property="og:url" content="${ORIGIN}${address}" />`);
    expect(html).toContain(`<meta property="og:image" content="${ORIGIN}${product.photos[0]?.url}" />`);
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image" />');
    expect(html).toContain(
      '<meta name="description" content="Pink &lt;/script&gt; roses with eucalyptus" />',
    );
    // The name's </script> cannot end the data block; parsed, the data says exactly what staff typed.
    const [data] = jsonLd(html);
    expect(data).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: HOSTILE,
      description: 'Pink </script> roses with eucalyptus',
      url: `${ORIGIN}${address}`,
      image: [`${ORIGIN}${product.photos[0]?.url}`],
      brand: { '@type': 'Brand', name: 'Fern & Foxglove' },
      offers: {
        '@type': 'Offer',
        url: `${ORIGIN}${address}`,
        price: '39.90',
        priceCurrency: 'EUR',
        availability: 'https://schema.org/InStock',
        seller: { '@type': 'Florist', name: 'Fern & Foxglove', url: `${ORIGIN}/${shop.business.url}/store` },
      },
    });
    // The security policy still pins scripts: the data block is not a script the browser runs.
    expect(String(response.headers['content-security-policy'])).toContain("script-src 'self' 'sha256-");
  });

  it("write a name with replacement patterns ($&, $`, $') as it is, not as pieces of the page", async () => {
    const shop = await openShop(t.app);
    const name = "Roses $& $` $' $$ bunch";
    const product = await createProduct(t.app, shop.headers, { name, price: '19.90' });
    const response = await get(`/${shop.business.url}/store/roses-bunch-${product.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain(`<title>Roses $&amp; $\` $&#39; $$ bunch · Fern &amp; Foxglove</title>`);
    expect(response.body.match(/<head>/g)).toHaveLength(1);
    expect(response.body.match(/<\/head>/g)).toHaveLength(1);
  });

  it('send an old or missing slug on to the current address; the id decides', async () => {
    const shop = await openShop(t.app);
    const product = await createProduct(t.app, shop.headers, { name: 'Sunny Meadow' });
    await t.app.inject({
      method: 'PATCH',
      url: `/api/products/${product.id}`,
      headers: shop.headers,
      payload: { name: 'Sunny Field' },
    });
    const current = `/${shop.business.url}/store/sunny-field-${product.id}`;
    for (const old of [
      `/${shop.business.url}/store/sunny-meadow-${product.id}`,
      `/${shop.business.url}/store/${product.id}`,
    ]) {
      const response = await get(`${old}?utm_source=flyer`);
      expect(response.statusCode).toBe(301);
      expect(response.headers.location).toBe(`${current}?utm_source=flyer`);
    }
    const page = await get(current);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<title>Sunny Field · Fern &amp; Foxglove</title>');
    // Sold out: the page stays, and says so.
    await t.app.inject({
      method: 'PATCH',
      url: `/api/products/${product.id}`,
      headers: shop.headers,
      payload: { current_quantity: 0 },
    });
    expect(jsonLd((await get(current)).body)[0].offers.availability).toBe('https://schema.org/OutOfStock');
  });

  it('answer 404 and stay out of search results for a product not on sale, another shop’s, or an unknown shop', async () => {
    const shop = await openShop(t.app);
    const other = await openShop(t.app);
    const theirs = await createProduct(t.app, other.headers, { name: 'Theirs' });
    const hidden = await createProduct(t.app, shop.headers, { name: 'Hidden', is_active: 'false' });
    for (const id of [theirs.id, hidden.id, '00000000-0000-4000-8000-000000000000']) {
      const response = await get(`/${shop.business.url}/store/x-${id}`);
      expect(response.statusCode, id).toBe(404);
      expect(response.body).toContain('<meta name="robots" content="noindex" />');
      expect(response.body).toContain('<title>Fern &amp; Foxglove</title>');
      expect(response.body).not.toContain('rel="canonical"');
    }
    const unknown = await get(`/no-such-shop-here/store/x-${theirs.id}`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain('<meta name="robots" content="noindex" />');
    expect((await get('/no-such-shop-here/store')).statusCode).toBe(404);
  });

  it('the shop page carries the shop’s own head and answers 304 while nothing changed', async () => {
    const shop = await openShop(t.app);
    const first = await get(`/${shop.business.url}/store`);
    expect(first.statusCode).toBe(200);
    expect(first.body).toContain('<title>Fern &amp; Foxglove</title>');
    const api = `/api/storefront/${shop.business.url}`;
    expect(first.headers.link).toBe(
      `<${api}>; rel=preload; as=fetch; crossorigin, <${api}/products>; rel=preload; as=fetch; crossorigin`,
    );
    expect(first.body).toContain('<meta property="og:type" content="website" />');
    expect(jsonLd(first.body)[0]).toMatchObject({ '@type': 'Florist', name: 'Fern & Foxglove' });
    const again = await get(`/${shop.business.url}/store/`, { 'if-none-match': String(first.headers.etag) });
    expect(again.statusCode).toBe(304);
    await createProduct(t.app, shop.headers, { name: 'New' });
    expect(
      (await get(`/${shop.business.url}/store`, { 'if-none-match': String(first.headers.etag) })).statusCode,
    ).toBe(200);
  });
});

describe('sitemaps', () => {
  it('list the shop page and every product on sale with its last change, escaped as XML', async () => {
    const shop = await openShop(t.app);
    const other = await openShop(t.app);
    const rose = await createProduct(t.app, shop.headers, { name: 'Rose & <Fern>' });
    const soldOut = await createProduct(t.app, shop.headers, { name: 'Sold out', current_quantity: '0' });
    await createProduct(t.app, shop.headers, { name: 'Hidden', is_active: 'false' });
    await createProduct(t.app, other.headers, { name: 'Theirs' });
    const response = await get(`/${shop.business.url.toUpperCase()}/sitemap.xml`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    const xml = response.body;
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    const locs = [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]);
    expect(locs.sort()).toEqual(
      [
        `${ORIGIN}/${shop.business.url}/store`,
        `${ORIGIN}/${shop.business.url}/store/rose-fern-${rose.id}`,
        `${ORIGIN}/${shop.business.url}/store/sold-out-${soldOut.id}`,
      ].sort(),
    );
    expect(xml.match(/<lastmod>\d{4}-\d\d-\d\dT[\d:.]+Z<\/lastmod>/g)).toHaveLength(3);
    expect(xml).not.toMatch(/&(?!amp;|lt;|gt;|quot;|#39;)/);
  });

  it('answer 404 for an unknown shop; robots.txt points at the index of every shop’s sitemap', async () => {
    const unknown = await get('/no-such-shop-here/sitemap.xml');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('NOT_FOUND');
    const robots = await get('/robots.txt');
    expect(robots.body).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
    expect(robots.body).toContain('Disallow: /api/');
    const shop = await openShop(t.app);
    await createProduct(t.app, shop.headers, { name: 'Peonies' });
    const empty = await openShop(t.app);
    const index = await get('/sitemap.xml');
    expect(index.body).toContain(`<loc>${ORIGIN}/${shop.business.url}/sitemap.xml</loc>`);
    // A shop that lists nothing is not in it: the index is no directory of the platform's shops.
    expect(index.body).not.toContain(`/${empty.business.url}/`);
  });
});

describe('occasions and same day', () => {
  it('are kept on products, checked against the list, and shown on the storefront', async () => {
    const shop = await openShop(t.app);
    const product = await createProduct(t.app, shop.headers, {
      name: 'Card',
      occasions: ['sympathy', 'birthday', 'birthday'],
      same_day: 'true',
    });
    expect(product).toMatchObject({ occasions: ['birthday', 'sympathy'], same_day: true });
    const bad = await t.app.inject({
      method: 'PATCH',
      url: `/api/products/${product.id}`,
      headers: shop.headers,
      payload: { occasions: ['birthday', '<script>'] },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('VALIDATION_ERROR');
    const patched = await t.app.inject({
      method: 'PATCH',
      url: `/api/products/${product.id}`,
      headers: shop.headers,
      payload: { occasions: ['love'], same_day: false },
    });
    expect(patched.json()).toMatchObject({ occasions: ['love'], same_day: false });
    const listed = (await get(`/api/storefront/${shop.business.url}/products`)).json();
    expect(listed.items[0]).toMatchObject({ id: product.id, occasions: ['love'], same_day: false });
    const front = (await get(`/api/storefront/${shop.business.url}`)).json();
    expect(front).toMatchObject({ time_zone: 'UTC', same_day_cutoff: null });
  });

  it('are changed only by staff of the product’s own shop', async () => {
    const shop = await openShop(t.app);
    const other = await openShop(t.app);
    const product = await createProduct(t.app, shop.headers, { name: 'Mine' });
    const florist = await addStaff(t.app, t.database.db, { businessId: shop.business.id, role: 'florist' });
    const patch = (headers: Record<string, string>) =>
      t.app.inject({
        method: 'PATCH',
        url: `/api/products/${product.id}`,
        headers,
        payload: { occasions: ['wedding'], same_day: true },
      });
    expect((await patch(bearer(florist.access))).statusCode).toBe(403);
    expect((await patch(other.headers)).statusCode).toBe(404);
    const still = await t.app.inject({
      method: 'GET',
      url: `/api/products/${product.id}`,
      headers: shop.headers,
    });
    expect(still.json()).toMatchObject({ occasions: [], same_day: false });
  });
});
