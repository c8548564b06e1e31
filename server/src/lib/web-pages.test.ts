import { describe, expect, it } from 'vitest';
import { preloadHeader, webPageFor } from './web-pages';

const all = { store: true, order: true };
const UUID = '7d3c9b1e-2f4a-4e8b-9c6d-1a2b3c4d5e6f';

describe('webPageFor', () => {
  it('gives the storefront its page, and the order pages theirs with the two answers they start with', () => {
    expect(webPageFor('/rose-and-fern/store', all)).toEqual({ file: 'store.html', preload: [] });
    expect(webPageFor(`/rose-and-fern/store/peonies-${UUID}`, all).file).toBe('store.html');
    expect(webPageFor(`/order/${UUID}`, all)).toEqual({
      file: 'order.html',
      preload: [`/api/orders/${UUID}`, `/api/orders/${UUID}/options`],
    });
    expect(webPageFor(`/order/${UUID}/details/`, all).preload).toHaveLength(2);
  });

  it('names nothing but a well-formed id in the preload', () => {
    expect(webPageFor('/order/abc', all)).toEqual({ file: 'order.html', preload: [] });
    expect(webPageFor('/order/%3E;%20rel=stylesheet', all)).toEqual({ file: 'order.html', preload: [] });
  });

  it('answers the app for every other address, and when a page was not built', () => {
    for (const pathname of [
      '/',
      '/intern/orders',
      '/order',
      `/order/${UUID}/receipt`,
      '/a/b/store',
      '/rose/store/peonies',
    ]) {
      expect(webPageFor(pathname, all)).toEqual({ file: 'index.html', preload: [] });
    }
    const appOnly = { store: false, order: false };
    expect(webPageFor(`/order/${UUID}`, appOnly).file).toBe('index.html');
    expect(webPageFor('/rose-and-fern/store', appOnly).file).toBe('index.html');
  });
});

describe('preloadHeader', () => {
  it('asks for each address as fetch() will, so the page finds the answers waiting', () => {
    expect(preloadHeader(['/api/a', '/api/b'])).toBe(
      '</api/a>; rel=preload; as=fetch; crossorigin, </api/b>; rel=preload; as=fetch; crossorigin',
    );
  });
});
