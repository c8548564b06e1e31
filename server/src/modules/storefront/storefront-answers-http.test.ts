import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { createProduct } from '../../test/product-setup';
import { openShop } from '../../test/shop-setup';
import { read } from './storefront-answer-reads';
import { setupTwoProcesses } from './storefront-answers-setup';

/*
 * Storefront answers over HTTP: an ETag and 304 while nothing changed, in this process and another,
 * and a compressed body made once.
 */

const { t, other } = setupTwoProcesses();
describe('storefront answers', () => {
  it('carry an ETag, and answer 304 with no body while nothing changed', async () => {
    const shop = await openShop(t.app);
    await createProduct(t.app, shop.headers, { name: 'Tulips' });
    for (const url of [
      `/api/storefront/${shop.business.url}`,
      `/api/storefront/${shop.business.url}/products`,
    ]) {
      const first = await read(t.app, url);
      expect(first.statusCode).toBe(200);
      expect(first.headers['content-type']).toMatch(/^application\/json/);
      const etag = first.headers.etag as string;
      expect(etag).toMatch(/^".+"$/);
      const again = await read(t.app, url, etag);
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
      expect(again.headers.etag).toBe(etag);
      expect((await read(t.app, url, `W/${etag}, "other"`)).statusCode).toBe(304);
      expect((await read(t.app, url, '"stale"')).statusCode).toBe(200);
      // Every process tags the same answer alike, so a cache in front can revalidate anywhere.
      expect((await read(other(), url, etag)).statusCode).toBe(304);
    }
  });

  it('go out compressed, made once, for clients that accept it', async () => {
    const shop = await openShop(t.app);
    for (let i = 0; i < 12; i++) {
      await createProduct(t.app, shop.headers, {
        name: `Bouquet number ${i}`,
        description: 'Seasonal stems '.repeat(8),
      });
    }
    const url = `/api/storefront/${shop.business.url}/products`;
    const plain = await read(t.app, url);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    const ask = (encoding: string) =>
      t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': encoding } });
    const br = await ask('gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    const gzip = await ask('gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
    expect((await ask('br;q=0, identity')).headers['content-encoding']).toBeUndefined();
    // The same bytes for the next client: compressed once per answer.
    expect((await ask('br')).rawPayload.equals(br.rawPayload)).toBe(true);
  });
});
