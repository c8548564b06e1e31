import { describe, expect, it } from 'vitest';
import { parseStorePath, productPath, productSlug } from './product-url';

const ID = '5b0e8a4c-2f7d-4e1a-9c3b-7d6f1e2a8b90';

describe('product addresses', () => {
  it('makes readable slugs from any name', () => {
    expect(productSlug('Rosé & Peonies!')).toBe('rose-peonies');
    expect(productSlug('Große Straße')).toBe('grosse-strasse');
    expect(productSlug('</script><b>')).toBe('script-b');
    expect(productSlug('花束')).toBe('bouquet');
    expect(productSlug('a'.repeat(200))).toHaveLength(60);
  });

  it('builds and reads a product address; the id decides', () => {
    const path = productPath('rose-and-fern', { id: ID, name: 'Wild Rose Signature' });
    expect(path).toBe(`/rose-and-fern/store/wild-rose-signature-${ID}`);
    expect(parseStorePath(path)).toEqual({
      shopUrl: 'rose-and-fern',
      productId: ID,
      slug: 'wild-rose-signature',
    });
    expect(parseStorePath(`/Rose/store/${ID.toUpperCase()}/`)).toEqual({
      shopUrl: 'rose',
      productId: ID,
      slug: '',
    });
  });

  it.each([
    ['/rose/store', { shopUrl: 'rose', productId: null, slug: null }],
    ['/rose/store/', { shopUrl: 'rose', productId: null, slug: null }],
    ['/rose/store/extra', null],
    [`/rose/store/x${ID}x`, null],
    [`/rose/store/a/${ID}`, null],
    ['/rose/and/store', null],
  ])('reads %s', (path, expected) => {
    expect(parseStorePath(path)).toEqual(expected);
  });
});
