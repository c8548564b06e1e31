import { describe, expect, it } from 'vitest';
import { suggestSlug } from './slug';

describe('shop address suggestion', () => {
  it('makes a lowercase, hyphenated address from the name', () => {
    expect(suggestSlug('Rose & Fern')).toBe('rose-and-fern');
    expect(suggestSlug('  Blumen Müller GmbH  ')).toBe('blumen-muller-gmbh');
    expect(suggestSlug("Lily's  Flowers!!")).toBe('lily-s-flowers');
  });

  it('keeps reserved and too-short names usable', () => {
    expect(suggestSlug('Store')).toBe('store-flowers');
    expect(suggestSlug('Jo')).toBe('jo-flowers');
    expect(suggestSlug('!!!')).toBe('');
  });

  it('stays within 50 characters without a trailing hyphen', () => {
    const slug = suggestSlug('The Very Long Name Of A Wonderful Flower Shop In The Old Town');
    expect(slug.length).toBeLessThanOrEqual(50);
    expect(slug.endsWith('-')).toBe(false);
  });
});
