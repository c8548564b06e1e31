import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditEvents, taxClasses } from '../../db/schema';
import { addStaff, bearer, signUpOwner } from '../../test/fixtures';
import { createProduct } from '../../test/product-setup';
import { draftOrder, openShop, vatIncluded } from '../../test/shop-setup';
import { setupTestApp } from '../../test/test-app';

/* A shop's named tax rates (docs/decisions/046): the classes API beside the settings. */

const t = setupTestApp();
const URL = '/api/business-settings/tax/classes';
type Headers = Record<string, string>;
type Class = { id: string; name: string; rate: number; is_default: boolean; used_by: Record<string, number> };

const vat = vatIncluded(19);
const list = async (headers: Headers) =>
  (await t.app.inject({ method: 'GET', url: URL, headers })).json<{ items: Class[]; count: number }>();
const add = (headers: Headers, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: URL, headers, payload });
const change = (headers: Headers, id: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'PUT', url: `${URL}/${id}`, headers, payload });
const remove = (headers: Headers, id: string) =>
  t.app.inject({ method: 'DELETE', url: `${URL}/${id}`, headers });
const settings = (headers: Headers) =>
  t.app.inject({ method: 'GET', url: '/api/business-settings/tax', headers }).then((r) => r.json());
const putSettings = (headers: Headers, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'PUT', url: '/api/business-settings/tax', headers, payload });

async function added(headers: Headers, payload: Record<string, unknown>) {
  const response = await add(headers, payload);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<Class>();
}

describe('tax classes', () => {
  it('start empty; the settings’ rate becomes the default class, and the default’s rate is the settings’', async () => {
    const owner = await signUpOwner(t.app);
    const headers = bearer(owner.access);
    expect(await list(headers)).toEqual({ items: [], count: 0 });
    expect((await putSettings(headers, vat)).statusCode).toBe(200);
    const [standard] = (await list(headers)).items;
    expect(standard).toMatchObject({ name: 'Standard', rate: 19, is_default: true });
    // Changing the default class's rate is changing the settings' rate, and the other way round.
    expect((await change(headers, standard?.id as string, { rate: 7 })).json()).toMatchObject({ rate: 7 });
    expect(await settings(headers)).toEqual({ ...vat, rate: 7 });
    await putSettings(headers, { ...vat, rate: 8.875 });
    expect((await list(headers)).items).toEqual([expect.objectContaining({ id: standard?.id, rate: 8.875 })]);
  });

  it('add, rename, change and remove a rate; another can become the default, and the trail says so', async () => {
    const owner = await signUpOwner(t.app);
    const headers = bearer(owner.access);
    await putSettings(headers, vat);
    const reduced = await added(headers, { name: ' Reduced ', rate: 7 });
    expect(reduced).toMatchObject({
      name: 'Reduced',
      rate: 7,
      is_default: false,
      used_by: { products: 0, sizes: 0, add_ons: 0 },
    });
    expect((await change(headers, reduced.id, { name: 'Flowers', rate: 7.5 })).json()).toMatchObject({
      name: 'Flowers',
      rate: 7.5,
    });
    expect((await change(headers, reduced.id, { is_default: true })).json()).toMatchObject({
      is_default: true,
    });
    const classes = (await list(headers)).items;
    expect(classes.map((c) => [c.name, c.is_default])).toEqual([
      ['Flowers', true],
      ['Standard', false],
    ]);
    expect(await settings(headers)).toMatchObject({ rate: 7.5 });
    const standard = classes[1] as Class;
    expect((await remove(headers, standard.id)).statusCode).toBe(204);
    expect((await list(headers)).count).toBe(1);
    const trail = await t.database.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.businessId, owner.business.id));
    expect(trail.filter((e) => e.action === 'settings.tax_class').length).toBe(4);
  });

  it.each([
    ['an empty name', { name: '  ', rate: 7 }, 'name'],
    ['a name of 61 characters', { name: 'x'.repeat(61), rate: 7 }, 'name'],
    ['a rate above 100 %', { name: 'High', rate: 100.5 }, 'rate'],
    ['a negative rate', { name: 'Low', rate: -1 }, 'rate'],
    ['four decimals', { name: 'Odd', rate: 7.0001 }, 'rate'],
  ])('refuse %s, naming the field', async (_case, payload, field) => {
    const owner = await signUpOwner(t.app);
    const response = await add(bearer(owner.access), payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      details: { [field]: expect.any(String) },
    });
  });

  it('keep names apart ignoring case, at most 20 rates, and no default taken away but by another', async () => {
    const owner = await signUpOwner(t.app);
    const headers = bearer(owner.access);
    const first = await added(headers, { name: 'Reduced', rate: 7 });
    // The shop's first rate is its default.
    expect(first.is_default).toBe(true);
    const twin = await add(headers, { name: 'REDUCED', rate: 5 });
    expect(twin.statusCode).toBe(409);
    expect(twin.json()).toMatchObject({ details: { name: expect.any(String) } });
    expect((await change(headers, first.id, { is_default: false })).statusCode).toBe(400);
    for (let i = 1; i < 20; i++) await added(headers, { name: `Rate ${i}`, rate: i });
    const tooMany = await add(headers, { name: 'One more', rate: 1 });
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json().message).toMatch(/at most 20/);
  });

  it('refuse to remove the default or a rate in use, saying what uses it', async () => {
    const shop = await openShop(t.app);
    await putSettings(shop.headers, vat);
    const [standard] = (await list(shop.headers)).items;
    const defaultGone = await remove(shop.headers, standard?.id as string);
    expect(defaultGone.statusCode).toBe(409);
    expect(defaultGone.json().message).toMatch(/default/);
    const reduced = await added(shop.headers, { name: 'Reduced', rate: 7 });
    await createProduct(t.app, shop.headers, { name: 'Tulips', price: '20', tax_class_id: reduced.id });
    const vase = await t.app.inject({
      method: 'POST',
      url: '/api/product-options',
      headers: shop.headers,
      payload: { name: 'Vase', price: 10, tax_class_id: reduced.id },
    });
    expect(vase.statusCode, vase.body).toBe(201);
    const inUse = await remove(shop.headers, reduced.id);
    expect(inUse.statusCode).toBe(409);
    expect(inUse.json()).toMatchObject({
      code: 'CONFLICT',
      message: '“Reduced” is used by 1 product, 1 add-on; give them another rate before removing it.',
      details: { used_by: { products: 1, sizes: 0, add_ons: 1 } },
    });
    expect((await list(shop.headers)).items.find((c) => c.id === reduced.id)?.used_by).toEqual({
      products: 1,
      sizes: 0,
      add_ons: 1,
    });
  });

  it('are for owner and manager, and one shop’s only: another shop’s id is not found', async () => {
    const owner = await signUpOwner(t.app);
    const manager = await addStaff(t.app, t.database.db, { businessId: owner.business.id, role: 'manager' });
    const florist = await addStaff(t.app, t.database.db, { businessId: owner.business.id, role: 'florist' });
    const mine = await added(bearer(manager.access), { name: 'Reduced', rate: 7 });
    expect(
      (await t.app.inject({ method: 'GET', url: URL, headers: bearer(florist.access) })).statusCode,
    ).toBe(403);
    expect((await add(bearer(florist.access), { name: 'Nope', rate: 1 })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: URL })).statusCode).toBe(401);
    const other = await signUpOwner(t.app);
    expect((await change(bearer(other.access), mine.id, { rate: 1 })).statusCode).toBe(404);
    expect((await remove(bearer(other.access), mine.id)).statusCode).toBe(404);
    expect(await list(bearer(other.access))).toEqual({ items: [], count: 0 });
    const [row] = await t.database.db.select().from(taxClasses).where(eq(taxClasses.id, mine.id));
    expect(row?.rate).toBe('7.000');
    // A product of the other shop cannot point at it either.
    const form = await t.app.inject({
      method: 'POST',
      url: '/api/product-options',
      headers: bearer(other.access),
      payload: { name: 'Vase', price: 10, tax_class_id: mine.id },
    });
    expect(form.statusCode).toBe(400);
    expect(form.json()).toMatchObject({ details: { tax_class_id: expect.any(String) } });
  });

  it('are chosen for products, sizes and add-ons, only among the shop’s own', async () => {
    const shop = await openShop(t.app);
    const other = await openShop(t.app);
    const mine = await added(shop.headers, { name: 'Reduced', rate: 7 });
    const theirs = await added(other.headers, { name: 'Theirs', rate: 5 });
    const product = await createProduct(t.app, shop.headers, {
      name: 'Tulips',
      price: '20',
      tax_class_id: mine.id,
    });
    const patch = (payload: Record<string, unknown>) =>
      t.app.inject({ method: 'PATCH', url: `/api/products/${product.id}`, headers: shop.headers, payload });
    const sized = await patch({ variants: [{ name: 'Big', price: 30, tax_class_id: mine.id }] });
    expect(sized.json()).toMatchObject({
      tax_class_id: mine.id,
      variants: [{ name: 'Big', tax_class_id: mine.id }],
    });
    const refused = [
      await patch({ tax_class_id: theirs.id }),
      await patch({ variants: [{ name: 'Big', price: 30, tax_class_id: theirs.id }] }),
      await t.app.inject({
        method: 'POST',
        url: '/api/product-options',
        headers: shop.headers,
        payload: { name: 'Vase', price: 10, tax_class_id: theirs.id },
      }),
    ];
    expect(refused.map((r) => [r.statusCode, Object.keys(r.json().details)])).toEqual([
      [400, ['tax_class_id']],
      [400, ['variants']],
      [400, ['tax_class_id']],
    ]);
    // The list says what uses each rate: the product and its size here, nothing of the other shop's.
    const usedBy = async (headers: Record<string, string>, id: string) =>
      (await list(headers)).items.find((c) => c.id === id)?.used_by;
    expect(await usedBy(shop.headers, mine.id)).toEqual({ products: 1, sizes: 1, add_ons: 0 });
    expect(await usedBy(other.headers, theirs.id)).toEqual({ products: 0, sizes: 0, add_ons: 0 });
    // Back to the default: null.
    expect((await patch({ tax_class_id: null })).json()).toMatchObject({ tax_class_id: null });
    expect(await usedBy(shop.headers, mine.id)).toEqual({ products: 0, sizes: 1, add_ons: 0 });
  });

  it('drafts follow a rate’s change and its new name', async () => {
    const shop = await openShop(t.app);
    await putSettings(shop.headers, vat);
    const reduced = await added(shop.headers, { name: 'Reduced', rate: 7 });
    const tulips = await createProduct(t.app, shop.headers, {
      name: 'Tulips',
      price: '21.40',
      tax_class_id: reduced.id,
    });
    const draft = await draftOrder(t.app, shop.headers, {
      price: 21.4,
      product_id: tulips.id,
      delivery_price: 0,
    });
    const read = async () => (await t.app.inject({ method: 'GET', url: `/api/orders/${draft.uuid}` })).json();
    expect(await read()).toMatchObject({ tax_total: 1.4, items: [{ tax_rate: 7, tax_class: 'Reduced' }] });
    await change(shop.headers, reduced.id, { rate: 10, name: 'Flowers' });
    // 21.40 at 10 % = 1.95.
    expect(await read()).toMatchObject({ tax_total: 1.95, items: [{ tax_rate: 10, tax_class: 'Flowers' }] });
  });
});
