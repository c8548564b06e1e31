import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orders } from '../../../db/schema';
import { addStaff, bearer } from '../../../test/fixtures';
import { daysFromNow, openShop } from '../../../test/shop-setup';
import { staffOk } from '../../../test/staff-call';
import { phoneDelivery, setupCounter, walkIn } from './counter-setup';

/*
 * The shop's rules at the counter (docs/security.md): a full window, an unserved zip code, the lead
 * time and the same-day cut-off each refused (409) until the override is named, recorded in the
 * order's trail, and only owners and managers may name one; the options show which a window needs.
 */

const { t, post, auditOf, fillWindow } = setupCounter();

describe('counter and phone orders', () => {
  it('refuses a full window unless the override is asked for, then records it', async () => {
    const shop = await openShop(t.app);
    const date = daysFromNow(3);
    await fillWindow(shop, date);
    const refused = await post(shop, phoneDelivery({ delivery_date: date }));
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'CONFLICT', details: { override: 'full_window' } });
    expect(refused.json().message).toContain('full_window');
    const before = await t.database.db.select().from(orders).where(eq(orders.businessId, shop.business.id));

    const taken = await post(shop, phoneDelivery({ delivery_date: date, overrides: ['full_window'] }));
    expect(taken.statusCode).toBe(201);
    const events = await auditOf(shop, taken.json().uuid);
    const counter = events.find((e) => e.action === 'order.counter');
    expect(counter?.changes.overrides?.to).toEqual(['full_window']);
    // The refusal left nothing behind: no draft, no number taken.
    const after = await t.database.db.select().from(orders).where(eq(orders.businessId, shop.business.id));
    expect(after.length).toBe(before.length + 1);
  });

  it('refuses an unserved zip code unless overridden, and then wants a typed delivery price', async () => {
    const shop = await openShop(t.app);
    const far = phoneDelivery({ delivery_zipcode: '80331', delivery_city: 'München' });
    const refused = await post(shop, far);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().details).toMatchObject({
      override: 'unserved_zipcode',
      delivery_zipcode: expect.any(String),
    });

    const noPrice = await post(shop, { ...far, overrides: ['unserved_zipcode'] });
    expect(noPrice.statusCode).toBe(400);
    expect(noPrice.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      details: { delivery_price: expect.any(String) },
    });

    const taken = await post(shop, { ...far, overrides: ['unserved_zipcode'], delivery_price: 12 });
    expect(taken.statusCode).toBe(201);
    expect(taken.json()).toMatchObject({ delivery_price: 12, total: 57, delivery_zipcode: '80331' });
  });

  it('refuses the lead time and the same-day cut-off unless overridden', async () => {
    const shop = await openShop(t.app);
    await staffOk(t.app, shop, 'PUT', '/api/business-settings/order-form', {
      lead_time_minutes: 60 * 24 * 5,
      same_day_cutoff: '00:00',
    });
    const soon = phoneDelivery({ delivery_date: daysFromNow(1) });
    const refused = await post(shop, soon);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().details.override).toBe('lead_time');
    expect((await post(shop, { ...soon, overrides: ['lead_time'] })).statusCode).toBe(201);

    const today = phoneDelivery({ delivery_date: daysFromNow(0), time_slot: '13:00-17:00' });
    const late = await post(shop, { ...today, overrides: ['lead_time'] });
    expect(late.statusCode).toBe(409);
    expect(late.json().details.override).toBe('cutoff');
  });

  it('lets a florist take orders within the rules, but not set them aside (403)', async () => {
    const shop = await openShop(t.app);
    const florist = await addStaff(t.app, t.database.db, { businessId: shop.business.id, role: 'florist' });
    const headers = bearer(florist.access);
    expect((await post({ headers }, walkIn())).statusCode).toBe(201);
    const refused = await post({ headers }, phoneDelivery({ overrides: ['full_window'] }));
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('PERMISSION_DENIED');
  });
});

describe('counter options', () => {
  it('lists the day’s windows with the override a full one needs, for florists too', async () => {
    const shop = await openShop(t.app);
    const date = daysFromNow(4);
    await fillWindow(shop, date);
    const florist = await addStaff(t.app, t.database.db, { businessId: shop.business.id, role: 'florist' });
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/orders/counter/options?date=${date}&method=delivery`,
      headers: bearer(florist.access),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      pickup_locations: [{ id: shop.location.id, name: 'Main shop' }],
      windows: [
        { slot: '09:00-12:00', problem: 'full', override: 'full_window' },
        { slot: '13:00-17:00', problem: null, override: null },
      ],
      closed: false,
    });
    const bad = await t.app.inject({
      method: 'GET',
      url: '/api/orders/counter/options?date=tomorrow&method=delivery',
      headers: shop.headers,
    });
    expect(bad.statusCode).toBe(400);
  });
});
