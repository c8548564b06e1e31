import { describe, expect, it } from 'vitest';
import { shouldLoadOrderPage } from './order-page-route';

const UUID = '7d3c9b1e-2f4a-4e8b-9c6d-1a2b3c4d5e6f';

describe('the order page routes of the app', () => {
  it('load the customer’s order page in full after a navigation inside the app', () => {
    expect(shouldLoadOrderPage(`/order/${UUID}`, '/intern/orders')).toBe(true);
    expect(shouldLoadOrderPage(`/order/${UUID}/details`, `/order/${UUID}`)).toBe(true);
    expect(shouldLoadOrderPage(`/order/${UUID}/`, null)).toBe(true);
  });

  it('never load again an address the server answered with the app (no reload loop)', () => {
    expect(shouldLoadOrderPage(`/order/${UUID}`, `/order/${UUID}`)).toBe(false);
    expect(shouldLoadOrderPage(`/order/${UUID}/receipt`, '/intern/orders')).toBe(false);
    expect(shouldLoadOrderPage('/order', '/')).toBe(false);
  });
});
