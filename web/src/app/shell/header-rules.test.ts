import { describe, expect, it } from 'vitest';
import { formatSegment, isMainNavPath, pageTitle, parentPath, showsBackButton } from './header-rules';

const ORDER_UUID = '3f2b8c1e-9a4d-4e6b-8f21-0c5d7e9a1b23';

describe('page title', () => {
  it('takes the last path segment, capitalised', () => {
    expect(pageTitle('/intern/orders')).toBe('Orders');
    expect(pageTitle('/intern/stock')).toBe('Stock');
    expect(pageTitle('/intern/account')).toBe('Account');
    expect(pageTitle('/intern/orders/')).toBe('Orders');
  });

  it('turns hyphens into spaces and capitalises only the first word', () => {
    expect(pageTitle('/intern/settings/order-form')).toBe('Order form');
    expect(pageTitle('/intern/settings/time-slots')).toBe('Time slots');
    expect(pageTitle('/intern/stock/update-with-upload')).toBe('Update with upload');
    expect(formatSegment('order-form')).toBe('Order form');
  });

  it('says Details when the last segment is an order uuid', () => {
    expect(pageTitle(`/intern/orders/${ORDER_UUID}`)).toBe('Details');
    expect(pageTitle(`/intern/orders/${ORDER_UUID.toUpperCase()}`)).toBe('Details');
  });

  it('titles the pages below an order by their own segment', () => {
    expect(pageTitle(`/intern/orders/${ORDER_UUID}/polaroid`)).toBe('Polaroid');
    expect(pageTitle(`/intern/orders/${ORDER_UUID}/cost`)).toBe('Cost');
  });

  it('names other ids after the segment before them', () => {
    expect(pageTitle('/intern/products/edit/42')).toBe('Edit');
  });
});

describe('back button', () => {
  it('is not shown on the pages of the main navigation', () => {
    for (const path of [
      '/intern/orders',
      '/intern/stock',
      '/intern/products',
      '/intern/create',
      '/intern/analytics',
      '/intern/calendar',
      '/intern/customers',
      '/intern/payments',
      '/intern/payouts',
      '/intern/settings',
    ]) {
      expect(isMainNavPath(path), path).toBe(true);
      expect(showsBackButton(path), path).toBe(false);
    }
    expect(showsBackButton('/intern/orders/')).toBe(false);
  });

  it('is shown on every other page', () => {
    expect(showsBackButton(`/intern/orders/${ORDER_UUID}`)).toBe(true);
    expect(showsBackButton('/intern/account')).toBe(true);
    expect(showsBackButton('/intern/settings/order-form')).toBe(true);
    expect(showsBackButton('/intern/products/edit/42')).toBe(true);
  });

  it('leads to the page above when there is no history', () => {
    expect(parentPath(`/intern/orders/${ORDER_UUID}`)).toBe('/intern/orders');
    expect(parentPath('/intern/settings/order-form')).toBe('/intern/settings');
    expect(parentPath('/intern/products/edit/42')).toBe('/intern/products');
    expect(parentPath('/intern/account')).toBe('/intern/orders');
  });
});
