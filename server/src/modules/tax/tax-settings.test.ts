import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditEvents, taxSettings } from '../../db/schema';
import { addStaff, bearer, signUpOwner } from '../../test/fixtures';
import {
  deliveryDetails,
  draftOrder,
  openShop,
  payInCash,
  salesTaxOnTop,
  vatIncluded,
} from '../../test/shop-setup';
import { setupTestApp } from '../../test/test-app';

const t = setupTestApp();
const URL = '/api/business-settings/tax';

const vat7 = vatIncluded(7);
const put = (headers: Record<string, string>, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'PUT', url: URL, headers, payload });
const get = (headers: Record<string, string>) => t.app.inject({ method: 'GET', url: URL, headers });
const order = async (uuid: string, headers?: Record<string, string>) =>
  (await t.app.inject({ method: 'GET', url: `/api/orders/${uuid}`, ...(headers && { headers }) })).json();

describe('tax settings', () => {
  it('start at no tax, are saved whole, read back and recorded once in the trail', async () => {
    const owner = await signUpOwner(t.app);
    const headers = bearer(owner.access);
    expect((await get(headers)).json()).toEqual({
      mode: 'none',
      prices_include_tax: true,
      rate: 0,
      delivery_taxed: true,
      delivery_rate: null,
    });
    const saved = await put(headers, { ...vat7, delivery_rate: 19.125 });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ ...vat7, delivery_rate: 19.125 });
    expect((await get(headers)).json()).toEqual({ ...vat7, delivery_rate: 19.125 });
    await put(headers, { ...vat7, delivery_rate: 19.125 }); // the same again: no second event
    const events = await t.database.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.businessId, owner.business.id));
    const taxEvents = events.filter((e) => e.action === 'settings.tax');
    expect(taxEvents).toHaveLength(1);
    expect(taxEvents[0]).toMatchObject({
      entityType: 'settings',
      entityId: 'tax',
      changes: { mode: { from: 'none', to: 'vat' }, rate: { from: 0, to: 7 } },
    });
  });

  it.each([
    ['a rate above 100 %', { rate: 100.001 }, 'rate'],
    ['a negative rate', { rate: -1 }, 'rate'],
    ['four decimals', { rate: 7.0001 }, 'rate'],
    ['a delivery rate with four decimals', { delivery_rate: 8.8751 }, 'delivery_rate'],
    ['a rate as text', { rate: '7' }, 'rate'],
    ['an unknown mode', { mode: 'gst' }, 'mode'],
    ['a missing switch', { delivery_taxed: undefined }, 'delivery_taxed'],
  ])('refuse %s, naming the field, and change nothing', async (_case, change, field) => {
    const owner = await signUpOwner(t.app);
    const headers = bearer(owner.access);
    const response = await put(headers, { ...vat7, ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      details: { [field]: expect.any(String) },
    });
    const rows = await t.database.db
      .select()
      .from(taxSettings)
      .where(eq(taxSettings.businessId, owner.business.id));
    expect(rows).toEqual([]);
  });

  it('accept 0 and 100 % and three decimals', async () => {
    const owner = await signUpOwner(t.app);
    const headers = bearer(owner.access);
    for (const rate of [0, 100, 8.875]) {
      expect((await put(headers, { ...vat7, rate })).json()).toMatchObject({ rate });
    }
  });

  it('are for owner and manager: a florist gets 403, no session 401', async () => {
    const owner = await signUpOwner(t.app);
    const manager = await addStaff(t.app, t.database.db, { businessId: owner.business.id, role: 'manager' });
    const florist = await addStaff(t.app, t.database.db, { businessId: owner.business.id, role: 'florist' });
    expect((await put(bearer(manager.access), vat7)).statusCode).toBe(200);
    expect((await get(bearer(florist.access))).statusCode).toBe(403);
    const refused = await put(bearer(florist.access), { ...vat7, rate: 19 });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'PERMISSION_DENIED' });
    expect((await t.app.inject({ method: 'GET', url: URL })).statusCode).toBe(401);
    expect((await get(bearer(owner.access))).json()).toMatchObject({ rate: 7 });
  });

  it('belong to one shop: another shop neither reads nor changes them', async () => {
    const first = await signUpOwner(t.app);
    const second = await signUpOwner(t.app);
    await put(bearer(first.access), vat7);
    expect((await get(bearer(second.access))).json()).toMatchObject({ mode: 'none', rate: 0 });
    await put(bearer(second.access), { ...vat7, mode: 'sales_tax', prices_include_tax: false, rate: 8.875 });
    expect((await get(bearer(first.access))).json()).toEqual(vat7);
  });
});

describe('orders priced with tax', () => {
  it('VAT included: the total stays what was entered; net and tax are answered beside it', async () => {
    const shop = await openShop(t.app);
    await put(shop.headers, vat7);
    const draft = await draftOrder(t.app, shop.headers, { price: 40, delivery_price: 8 });
    expect(await order(draft.uuid)).toMatchObject({
      price: 40,
      delivery_price: 8,
      total: 48,
      net_total: 44.86,
      tax_total: 3.14,
      tax_lines: [{ rate: 7, base: 44.86, amount: 3.14 }],
    });
    expect(await order(draft.uuid, shop.headers)).toMatchObject({ total: 48, tax_total: 3.14 });
    const list = await t.app.inject({ method: 'GET', url: '/api/orders?status=all', headers: shop.headers });
    expect(list.json().items[0]).toMatchObject({ uuid: draft.uuid, total: 48 });
  });

  it('sales tax goes on top, delivery at its own rate or untaxed', async () => {
    const shop = await openShop(t.app);
    const sales = salesTaxOnTop(8.875, { delivery_taxed: false });
    await put(shop.headers, sales);
    const untaxedDelivery = await draftOrder(t.app, shop.headers, { price: 40, delivery_price: 8 });
    // 40.00 × 8.875 % = 3.55; delivery untaxed.
    expect(await order(untaxedDelivery.uuid)).toMatchObject({
      total: 51.55,
      net_total: 48,
      tax_total: 3.55,
      tax_lines: [{ rate: 8.875, base: 40, amount: 3.55 }],
    });
    await put(shop.headers, { ...sales, delivery_taxed: true, delivery_rate: 5 });
    const ownRate = await draftOrder(t.app, shop.headers, { price: 40, delivery_price: 8 });
    expect(await order(ownRate.uuid)).toMatchObject({
      total: 51.95,
      tax_total: 3.95,
      tax_lines: [
        { rate: 8.875, base: 40, amount: 3.55 },
        { rate: 5, base: 8, amount: 0.4 },
      ],
    });
  });

  it('drafts follow the settings; a submitted order keeps the tax it was placed with', async () => {
    const shop = await openShop(t.app);
    const placed = await draftOrder(t.app, shop.headers, { price: 19.99 });
    const draft = await draftOrder(t.app, shop.headers, { price: 19.99 });
    const pickup = await draftOrder(t.app, shop.headers, { method: 'pickup', price: 10 });
    await put(shop.headers, { ...vat7, rate: 19 });
    // The zip code adds 5.90 at submission: 25.89 at 19 % = 4.13.
    const submitted = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${placed.uuid}`,
      payload: deliveryDetails(),
    });
    expect(submitted.json()).toMatchObject({ total: 25.89, net_total: 21.76, tax_total: 4.13 });
    await put(shop.headers, vat7);
    // The draft is priced again at 7 %; the placed order keeps its 19 %.
    expect(await order(draft.uuid)).toMatchObject({
      total: 19.99,
      tax_total: 1.31,
      tax_lines: [{ rate: 7 }],
    });
    expect(await order(pickup.uuid)).toMatchObject({ total: 10, net_total: 9.35, tax_total: 0.65 });
    expect(await order(placed.uuid)).toMatchObject({
      total: 25.89,
      tax_total: 4.13,
      tax_lines: [{ rate: 19 }],
    });
    // Correcting the customer's details without touching money keeps the figures too.
    const corrected = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${placed.uuid}`,
      payload: deliveryDetails({ card_message: 'Changed' }),
    });
    expect(corrected.json()).toMatchObject({ total: 25.89, tax_total: 4.13 });
    // A staff price correction keeps the 19 % it was placed with: 35.90 × 19 / 119 = 5.73.
    await t.app.inject({
      method: 'POST',
      url: `/api/orders/${placed.uuid}/prices`,
      headers: shop.headers,
      payload: { price: 30, delivery_price: 5.9 },
    });
    expect(await order(placed.uuid)).toMatchObject({
      total: 35.9,
      net_total: 30.17,
      tax_total: 5.73,
      tax_lines: [{ rate: 19 }],
    });
    // A draft's correction follows the settings of now (7 %): 25.00 → 1.64.
    await t.app.inject({
      method: 'POST',
      url: `/api/orders/${draft.uuid}/prices`,
      headers: shop.headers,
      payload: { price: 25, delivery_price: null },
    });
    expect(await order(draft.uuid)).toMatchObject({ total: 25, tax_total: 1.64, tax_lines: [{ rate: 7 }] });
  });

  it('the customer’s spend is what was paid, sales tax included', async () => {
    const shop = await openShop(t.app);
    await put(shop.headers, { ...vat7, mode: 'sales_tax', prices_include_tax: false, rate: 10 });
    const draft = await draftOrder(t.app, shop.headers, { price: 40 });
    await t.app.inject({ method: 'POST', url: `/api/orders/${draft.uuid}`, payload: deliveryDetails() });
    await t.app.inject({
      method: 'POST',
      url: `/api/orders/${draft.uuid}/prices`,
      headers: shop.headers,
      payload: { price: 50, delivery_price: 5.9 },
    });
    await payInCash(t.app, shop, draft.uuid);
    // (50.00 + 5.90) × 1.10 = 61.49.
    const after = await t.app.inject({ method: 'GET', url: '/api/customers/', headers: shop.headers });
    expect(after.json().items[0]).toMatchObject({ total_spent: 61.49, order_count: 1 });
  });
});
