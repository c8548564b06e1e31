import { defaultOrderFormSettings } from '@contract/order-form';
import { describe, expect, it } from 'vitest';
import { addStaff, bearer, signUpOwner } from '../../test/fixtures';
import { setupTestApp } from '../../test/test-app';
import { todayIn } from './slot-engine.service';

const t = setupTestApp();

type Json = Record<string, unknown>;
const call = (access: string, method: 'GET' | 'PUT', url: string, payload?: Json) =>
  t.app.inject({ method, url, headers: bearer(access), ...(payload ? { payload } : {}) });

const putWeekly = (access: string, payload: Json) =>
  call(access, 'PUT', '/api/business/order-time/weekly', payload);

const everyDay = (start: string, end: string, capacity?: number) =>
  [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, start, end, ...(capacity ? { capacity } : {}) }));

describe('weekly windows', () => {
  it('start empty, are replaced per window type, sorted, and read back', async () => {
    const owner = await signUpOwner(t.app);
    expect((await call(owner.access, 'GET', '/api/business/order-time')).json()).toEqual({
      delivery: { windows: [], disabled_days: [] },
      pickup: { windows: [], disabled_days: [] },
    });
    const saved = await putWeekly(owner.access, {
      window_type: 'delivery',
      windows: [
        { weekday: 1, start: '14:00', end: '18:00', capacity: 5 },
        { weekday: 1, start: '09:00', end: '12:00' },
      ],
      disabled_days: ['2026-12-26', '2026-12-25', '2026-12-25'],
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({
      windows: [
        { weekday: 1, start: '09:00', end: '12:00', capacity: null },
        { weekday: 1, start: '14:00', end: '18:00', capacity: 5 },
      ],
      disabled_days: ['2026-12-25', '2026-12-26'],
    });
    // disabled_days defaults to an empty list (docs/product.md, Time windows).
    await putWeekly(owner.access, {
      window_type: 'pickup',
      windows: [{ weekday: 6, start: '10:00', end: '16:00' }],
    });
    const read = (await call(owner.access, 'GET', '/api/business/order-time')).json();
    expect(read.delivery).toEqual(saved.json());
    expect(read.pickup).toEqual({
      windows: [{ weekday: 6, start: '10:00', end: '16:00', capacity: null }],
      disabled_days: [],
    });
  });

  it.each([
    [
      'overlapping windows on one weekday',
      [
        { weekday: 2, start: '09:00', end: '12:00' },
        { weekday: 2, start: '11:00', end: '13:00' },
      ],
      'windows.1.start',
    ],
    ['an end before the start', [{ weekday: 2, start: '12:00', end: '09:00' }], 'windows.0.end'],
    ['an end equal to the start', [{ weekday: 2, start: '12:00', end: '12:00' }], 'windows.0.end'],
    ['25:00', [{ weekday: 2, start: '09:00', end: '25:00' }], 'windows.0.end'],
    ['an unknown weekday', [{ weekday: 7, start: '09:00', end: '12:00' }], 'windows.0.weekday'],
    ['a capacity of zero', [{ weekday: 2, start: '09:00', end: '12:00', capacity: 0 }], 'windows.0.capacity'],
  ])('refuses %s, naming the row', async (_case, windows, field) => {
    const owner = await signUpOwner(t.app);
    const response = await putWeekly(owner.access, { window_type: 'delivery', windows });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      details: { [field]: expect.any(String) },
    });
    expect((await call(owner.access, 'GET', '/api/business/order-time')).json().delivery.windows).toEqual([]);
  });

  it('allows touching windows and the same hours on different weekdays', async () => {
    const owner = await signUpOwner(t.app);
    const response = await putWeekly(owner.access, {
      window_type: 'delivery',
      windows: [
        { weekday: 2, start: '09:00', end: '12:00' },
        { weekday: 2, start: '12:00', end: '15:00' },
        { weekday: 3, start: '09:00', end: '12:00' },
      ],
    });
    expect(response.statusCode).toBe(200);
  });

  it.each([
    ['an unknown window type', { window_type: 'courier', windows: [] }, 'window_type'],
    [
      'a date that does not exist',
      { window_type: 'pickup', windows: [], disabled_days: ['2026-02-30'] },
      'disabled_days.0',
    ],
    [
      'a date in another format',
      { window_type: 'pickup', windows: [], disabled_days: ['24/12/2026'] },
      'disabled_days.0',
    ],
  ])('refuses %s', async (_case, payload, field) => {
    const owner = await signUpOwner(t.app);
    const response = await putWeekly(owner.access, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().details[field]).toBeTruthy();
  });
});

describe('order-form settings', () => {
  it('start at the defaults and change only the fields given', async () => {
    const owner = await signUpOwner(t.app);
    const url = '/api/business-settings/order-form';
    expect((await call(owner.access, 'GET', url)).json()).toEqual(defaultOrderFormSettings);
    const changed = await call(owner.access, 'PUT', url, {
      lead_time_minutes: 30,
      same_day_cutoff: null,
      allow_pay_in_shop: true,
    });
    expect(changed.json()).toEqual({
      ...defaultOrderFormSettings,
      lead_time_minutes: 30,
      same_day_cutoff: null,
      allow_pay_in_shop: true,
    });
    await call(owner.access, 'PUT', url, { card_message_max_length: 120 });
    expect((await call(owner.access, 'GET', url)).json()).toMatchObject({
      lead_time_minutes: 30,
      card_message_max_length: 120,
    });
  });

  it.each([
    ['a negative lead time', { lead_time_minutes: -5 }, 'lead_time_minutes'],
    ['a cut-off of 25:00', { same_day_cutoff: '25:00' }, 'same_day_cutoff'],
    ['400 days ahead', { days_ahead: 400 }, 'days_ahead'],
    ['a card message of 5 characters', { card_message_max_length: 5 }, 'card_message_max_length'],
    ['a yes given as text', { allow_pay_in_shop: 'yes' }, 'allow_pay_in_shop'],
    ['neither delivery nor pickup', { delivery_enabled: false, pickup_enabled: false }, 'pickup_enabled'],
  ])('refuses %s', async (_case, payload, field) => {
    const owner = await signUpOwner(t.app);
    const response = await call(owner.access, 'PUT', '/api/business-settings/order-form', payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().details[field]).toBeTruthy();
  });

  it('refuses switching off the last way to receive flowers across two saves', async () => {
    const owner = await signUpOwner(t.app);
    const url = '/api/business-settings/order-form';
    expect((await call(owner.access, 'PUT', url, { delivery_enabled: false })).statusCode).toBe(200);
    const response = await call(owner.access, 'PUT', url, { pickup_enabled: false });
    expect(response.statusCode).toBe(400);
    expect((await call(owner.access, 'GET', url)).json()).toMatchObject({
      delivery_enabled: false,
      pickup_enabled: true,
    });
  });
});

describe('preview of what customers are offered', () => {
  it('offers the windows of a date through the slot engine, in the shop’s time zone', async () => {
    const owner = await signUpOwner(t.app, { time_zone: 'Pacific/Auckland' });
    await call(owner.access, 'PUT', '/api/business-settings/order-form', {
      lead_time_minutes: 0,
      same_day_cutoff: null,
      days_ahead: 10,
    });
    await putWeekly(owner.access, {
      window_type: 'delivery',
      windows: everyDay('09:00', '12:00').concat(everyDay('13:00', '17:00')),
    });
    const today = todayIn('Pacific/Auckland', new Date());
    const tomorrow = new Date(Date.parse(`${today}T12:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    const response = await call(
      owner.access,
      'GET',
      `/api/business/order-time/preview?window_type=delivery&date=${tomorrow}`,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      slots: ['09:00-12:00', '13:00-17:00'],
      disabled: { weekdays: [], first_date: today },
    });
    const far = new Date(Date.parse(`${today}T12:00:00Z`) + 11 * 86_400_000).toISOString().slice(0, 10);
    const beyond = await call(
      owner.access,
      'GET',
      `/api/business/order-time/preview?window_type=delivery&date=${far}`,
    );
    expect(beyond.json().slots).toEqual([]);
  });

  it('offers nothing for a closed day, a weekday without windows, or a switched-off window type', async () => {
    const owner = await signUpOwner(t.app, { time_zone: 'UTC' });
    await call(owner.access, 'PUT', '/api/business-settings/order-form', {
      lead_time_minutes: 0,
      same_day_cutoff: null,
    });
    const today = todayIn('UTC', new Date());
    const inDays = (n: number) =>
      new Date(Date.parse(`${today}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
    const closed = inDays(3);
    const open = inDays(4);
    const weekdayOf = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay();
    await putWeekly(owner.access, {
      window_type: 'pickup',
      windows: [closed, open].map((d) => ({ weekday: weekdayOf(d), start: '10:00', end: '16:00' })),
      disabled_days: [closed],
    });
    const preview = (date: string, type = 'pickup') =>
      call(owner.access, 'GET', `/api/business/order-time/preview?window_type=${type}&date=${date}`).then(
        (r) => r.json(),
      );
    expect((await preview(closed)).slots).toEqual([]);
    expect((await preview(open)).slots).toEqual(['10:00-16:00']);
    expect((await preview(open)).disabled.dates).toContain(closed);
    expect((await preview(inDays(5))).slots).toEqual([]);
    await call(owner.access, 'PUT', '/api/business-settings/order-form', { pickup_enabled: false });
    expect((await preview(open)).slots).toEqual([]);
  });

  it('refuses a bad date or window type', async () => {
    const owner = await signUpOwner(t.app);
    const response = await call(
      owner.access,
      'GET',
      '/api/business/order-time/preview?window_type=drone&date=2026-13-01',
    );
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().details).sort()).toEqual(['date', 'window_type']);
  });
});

describe('tenancy and roles', () => {
  it('keeps each shop’s windows and settings its own', async () => {
    const a = await signUpOwner(t.app);
    const b = await signUpOwner(t.app);
    await putWeekly(a.access, { window_type: 'delivery', windows: everyDay('09:00', '12:00') });
    await call(a.access, 'PUT', '/api/business-settings/order-form', { days_ahead: 7 });
    expect((await call(b.access, 'GET', '/api/business/order-time')).json().delivery.windows).toEqual([]);
    expect((await call(b.access, 'GET', '/api/business-settings/order-form')).json().days_ahead).toBe(
      defaultOrderFormSettings.days_ahead,
    );
  });

  it('lets managers in and keeps florists out', async () => {
    const owner = await signUpOwner(t.app);
    const businessId = owner.business.id;
    const florist = await addStaff(t.app, t.database.db, { businessId, role: 'florist' });
    const manager = await addStaff(t.app, t.database.db, { businessId, role: 'manager' });
    const requests = [
      ['GET', '/api/business/order-time', undefined],
      ['PUT', '/api/business/order-time/weekly', { window_type: 'delivery', windows: [] }],
      ['GET', '/api/business/order-time/preview?window_type=delivery&date=2026-12-24', undefined],
      ['GET', '/api/business-settings/order-form', undefined],
      ['PUT', '/api/business-settings/order-form', { days_ahead: 3 }],
    ] as const;
    for (const [method, url, payload] of requests) {
      expect((await call(florist.access, method, url, payload)).statusCode, `${method} ${url}`).toBe(403);
      expect((await call(manager.access, method, url, payload)).statusCode, `${method} ${url}`).toBe(200);
    }
  });
});

describe('preview with orders booked', () => {
  it('leaves out a window that orders have filled', async () => {
    const { openShop, draftOrder, deliveryDetails, daysFromNow } = await import('../../test/shop-setup');
    const shop = await openShop(t.app);
    const date = daysFromNow(5);
    for (let i = 0; i < 2; i++) {
      const order = await draftOrder(t.app, shop.headers);
      await t.app.inject({
        method: 'POST',
        url: `/api/orders/${order.uuid}`,
        payload: deliveryDetails({ delivery_date: date }),
      });
    }
    const preview = await call(
      shop.access,
      'GET',
      `/api/business/order-time/preview?window_type=delivery&date=${date}`,
    );
    expect(preview.json().slots).toEqual(['13:00-17:00']);
  });
});
