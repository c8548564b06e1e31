import { describe, expect, it } from 'vitest';
import { createProduct } from '../../test/product-setup';
import { changeShop, openShop } from '../../test/shop-setup';
import { setupStorePages } from '../../test/store-pages';
import { acceptedLanguages } from './page-language';

/*
 * The storefront page as the server writes it is in the language the storefront then shows
 * (docs/decisions/042): the visitor's choice, else their browser's, else the shop's.
 */

const t = setupStorePages();

async function germanShop() {
  const shop = await openShop(t.app);
  await changeShop(t.app, shop, { language: 'de' });
  return shop;
}

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

const langOf = (html: string) => /<html lang="([^"]*)">/.exec(html)?.[1];
const descriptionOf = (html: string) => /<meta name="description" content="([^"]*)"/.exec(html)?.[1];

describe('the storefront page’s language', () => {
  it('is the shop’s for a visitor (or a crawler) who names none we offer', async () => {
    const shop = await germanShop();
    for (const headers of [{}, { 'accept-language': 'fr-FR, it;q=0.5' }] as Record<string, string>[]) {
      const page = await get(`/${shop.business.url}/store`, headers);
      expect(page.statusCode).toBe(200);
      expect(langOf(page.body)).toBe('de');
      expect(descriptionOf(page.body)).toBe(
        'Blumen von Fern &amp; Foxglove: online bestellen, zur Lieferung oder Abholung. 12 Columbia Road, London E2 7RG.',
      );
      expect(page.body).not.toContain('Generic');
    }
    // A product without a description of its own is described in the page's language too.
    const product = await createProduct(t.app, shop.headers, { name: 'Tulpen' });
    const productPage = await get(`/${shop.business.url}/store/tulpen-${product.id}`);
    expect(langOf(productPage.body)).toBe('de');
    expect(descriptionOf(productPage.body)).toBe('Tulpen von Fern &amp; Foxglove.');
  });

  it('follows the browser’s languages, then the visitor’s own choice, each a page of its own', async () => {
    const shop = await germanShop();
    const address = `/${shop.business.url}/store`;
    const english = await get(address, { 'accept-language': 'fr;q=0.9, en-GB;q=0.8, de;q=0.1' });
    expect(langOf(english.body)).toBe('en');
    expect(descriptionOf(english.body)).toMatch(/^Flowers from Fern &amp; Foxglove: order online/);
    expect(english.headers.vary).toMatch(/accept-language, cookie/);
    // The switch's choice (its cookie) comes before the browser's languages.
    const chosen = await get(address, { 'accept-language': 'en', cookie: 'petal_language=de' });
    expect(langOf(chosen.body)).toBe('de');
    // Each language has its own tag: a German copy is never confirmed to an English reader.
    expect(chosen.headers.etag).not.toBe(english.headers.etag);
    const again = await get(address, {
      'accept-language': 'en',
      'if-none-match': String(chosen.headers.etag),
    });
    expect(again.statusCode).toBe(200);
    expect(langOf(again.body)).toBe('en');
    // A cookie naming no language we offer counts for nothing.
    const odd = await get(address, { cookie: 'petal_language=xx' });
    expect(langOf(odd.body)).toBe('de');
  });

  it('reads Accept-Language by preference, leaving out what the visitor refuses', () => {
    expect(acceptedLanguages('fr;q=0.5, de-AT, en;q=0.8')).toEqual(['de-AT', 'en', 'fr']);
    expect(acceptedLanguages('de;q=0, en')).toEqual(['en']);
    expect(acceptedLanguages('*')).toEqual([]);
    expect(acceptedLanguages(undefined)).toEqual([]);
  });
});
