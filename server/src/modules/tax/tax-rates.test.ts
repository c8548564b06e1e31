import { describe, expect, it } from 'vitest';
import { addStaff, bearer, signUpOwner } from '../../test/fixtures';
import { vatIncluded } from '../../test/shop-setup';
import { setupTestApp } from '../../test/test-app';

/* The rates every member reads to preview an order's total while entering it. */

const t = setupTestApp();
const RATES = '/api/business-settings/tax/rates';
type Headers = Record<string, string>;

const vat = vatIncluded(19);
const get = (headers: Headers) => t.app.inject({ method: 'GET', url: RATES, headers });

describe('the tax rates for entering an order', () => {
  it('are read by a florist: the settings and the classes, the default first, without what uses them', async () => {
    const owner = await signUpOwner(t.app);
    const headers = bearer(owner.access);
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/business-settings/tax',
      headers,
      payload: vat,
    });
    expect(saved.statusCode).toBe(200);
    const reduced = await t.app.inject({
      method: 'POST',
      url: '/api/business-settings/tax/classes',
      headers,
      payload: { name: 'Reduced', rate: 7 },
    });
    expect(reduced.statusCode).toBe(201);
    const florist = await addStaff(t.app, t.database.db, { businessId: owner.business.id, role: 'florist' });
    const response = await get(bearer(florist.access));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      settings: vat,
      classes: [
        { id: expect.any(String), name: 'Standard', rate: 19, is_default: true },
        { id: reduced.json<{ id: string }>().id, name: 'Reduced', rate: 7, is_default: false },
      ],
    });
  });

  it('are the caller’s own shop’s, and need a signed-in member', async () => {
    const taxed = await signUpOwner(t.app);
    await t.app.inject({
      method: 'PUT',
      url: '/api/business-settings/tax',
      headers: bearer(taxed.access),
      payload: vat,
    });
    const other = await signUpOwner(t.app);
    expect((await get(bearer(other.access))).json()).toEqual({
      settings: {
        mode: 'none',
        prices_include_tax: true,
        rate: 0,
        delivery_taxed: true,
        delivery_rate: null,
      },
      classes: [],
    });
    expect((await t.app.inject({ method: 'GET', url: RATES })).statusCode).toBe(401);
  });
});
