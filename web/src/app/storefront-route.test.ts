import { describe, expect, it } from 'vitest';
import { shouldLoadStorefront } from './storefront-route';

describe('the storefront route of the app', () => {
  it('loads the storefront page in full after a navigation inside the app', () => {
    expect(shouldLoadStorefront('/rose-and-fern/store', '/intern/orders')).toBe(true);
    expect(shouldLoadStorefront('/rose-and-fern/store/', '/')).toBe(true);
    expect(shouldLoadStorefront('/rose-and-fern/store', null)).toBe(true);
  });

  it('never loads again an address the server answered with the app (no reload loop)', () => {
    expect(shouldLoadStorefront('/rose-and-fern/store', '/rose-and-fern/store')).toBe(false);
    expect(shouldLoadStorefront('/a.b/store', '/intern/orders')).toBe(false);
    expect(shouldLoadStorefront('/r%C3%B6se/store', '/')).toBe(false);
  });
});
