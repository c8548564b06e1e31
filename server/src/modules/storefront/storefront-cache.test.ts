import { describe, expect, it } from 'vitest';
import { createStorefrontCache } from './storefront-cache';

/*
 * The storefront cache itself: one computation for concurrent readers, no failed answers, bounded.
 */

describe('the storefront cache', () => {
  it('computes a page once for concurrent readers and again only for a newer version', async () => {
    const cache = createStorefrontCache();
    let computed = 0;
    const compute = async () => {
      computed += 1;
      return { n: computed };
    };
    const answers = await Promise.all([1, 2, 3].map(() => cache.read('shop:page', 4, compute)));
    expect(answers.map((a) => a.json)).toEqual(['{"n":1}', '{"n":1}', '{"n":1}']);
    expect((await cache.read('shop:page', 3, compute)).json).toBe('{"n":1}');
    expect((await cache.read('shop:page', 5, compute)).json).toBe('{"n":2}');
  });

  it('keeps no failed answer and at most its number of entries, dropping the least recently read', async () => {
    const cache = createStorefrontCache(2);
    await expect(cache.read('a', 1, () => Promise.reject(new Error('lost')))).rejects.toThrow('lost');
    expect(cache.size).toBe(0);
    await cache.read('a', 1, async () => 'a');
    await cache.read('b', 1, async () => 'b');
    await cache.read('a', 1, async () => 'a again');
    await cache.read('c', 1, async () => 'c');
    expect(cache.size).toBe(2);
    expect((await cache.read('a', 1, async () => 'recomputed')).json).toBe('"a"');
    expect((await cache.read('b', 1, async () => 'recomputed')).json).toBe('"recomputed"');
  });
});
