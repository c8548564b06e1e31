import { describe, expect, it } from 'vitest';
import { addStaff, bearer, signUpOwner } from '../../test/fixtures';
import { setupTestApp } from '../../test/test-app';

const t = setupTestApp();

type Json = Record<string, unknown>;
const call = (access: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: Json) =>
  t.app.inject({ method, url, headers: bearer(access), ...(payload ? { payload } : {}) });

const aLocation = (overrides: Json = {}) => ({
  name: 'Columbia Road',
  address: '12 Columbia Road',
  city: 'London',
  zipcode: 'e2 7rg',
  phone: '+44 20 7946 0958',
  ...overrides,
});

async function ownerWithLocation() {
  const owner = await signUpOwner(t.app);
  const created = await call(owner.access, 'POST', '/api/business/locations/', aLocation());
  return { owner, location: created.json<{ id: string }>() };
}

describe('locations', () => {
  it('are added, listed, changed and removed by staff', async () => {
    const { owner, location } = await ownerWithLocation();
    const list = await call(owner.access, 'GET', '/api/business/locations/');
    expect(list.json()).toEqual({
      items: [{ ...aLocation(), zipcode: 'E27RG', id: location.id, zipcode_count: 0 }],
      count: 1,
    });
    const changed = await call(
      owner.access,
      'PUT',
      `/api/business/locations/${location.id}`,
      aLocation({ name: 'Flower Market' }),
    );
    expect(changed.json()).toMatchObject({ name: 'Flower Market' });
    expect((await call(owner.access, 'DELETE', `/api/business/locations/${location.id}`)).statusCode).toBe(
      204,
    );
    expect((await call(owner.access, 'GET', '/api/business/locations')).json()).toEqual({
      items: [],
      count: 0,
    });
    expect((await call(owner.access, 'DELETE', `/api/business/locations/${location.id}`)).statusCode).toBe(
      404,
    );
  });

  it.each([
    ['an empty name', { name: '' }, 'name'],
    ['a 121-character city', { city: 'x'.repeat(121) }, 'city'],
    ['a zip code with symbols', { zipcode: '12#45' }, 'zipcode'],
    ['a phone of letters', { phone: 'ring ring' }, 'phone'],
    ['a missing address', { address: undefined }, 'address'],
  ])('refuses %s, naming the field', async (_case, override, field) => {
    const owner = await signUpOwner(t.app);
    const response = await call(owner.access, 'POST', '/api/business/locations/', aLocation(override));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      details: { [field]: expect.any(String) },
    });
  });

  it('answers 404 for another shop’s location, and 400 for an id that is not one', async () => {
    const { location } = await ownerWithLocation();
    const other = await signUpOwner(t.app);
    for (const [method, payload] of [
      ['PUT', aLocation()],
      ['DELETE', undefined],
    ] as const) {
      const response = await call(other.access, method, `/api/business/locations/${location.id}`, payload);
      expect(response.statusCode).toBe(404);
      expect(response.json().code).toBe('NOT_FOUND');
    }
    expect((await call(other.access, 'GET', `/api/business/zipcodes/${location.id}/`)).statusCode).toBe(404);
    expect((await call(other.access, 'GET', '/api/business/locations/')).json().count).toBe(0);
    const malformed = await call(other.access, 'DELETE', '/api/business/locations/not-an-id');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().details.id).toBeTruthy();
  });

  it('are staff only: a florist gets 403, a manager may', async () => {
    const { owner, location } = await ownerWithLocation();
    const businessId = owner.business.id;
    const florist = await addStaff(t.app, t.database.db, { businessId, role: 'florist' });
    const manager = await addStaff(t.app, t.database.db, { businessId, role: 'manager' });
    for (const [method, url, payload] of [
      ['GET', '/api/business/locations/', undefined],
      ['POST', '/api/business/locations/', aLocation()],
      ['PUT', `/api/business/locations/${location.id}`, aLocation()],
      ['DELETE', `/api/business/locations/${location.id}`, undefined],
      ['GET', `/api/business/zipcodes/${location.id}/`, undefined],
      ['POST', `/api/business/zipcodes/${location.id}/`, { zipcode: '10115', delivery_price: 5 }],
    ] as const) {
      const response = await call(florist.access, method, url, payload);
      expect(response.statusCode, `${method} ${url}`).toBe(403);
    }
    expect((await call(manager.access, 'GET', '/api/business/locations/')).json().count).toBe(1);
  });
});

describe('delivery zip codes', () => {
  it('are normalised, priced exactly, listed per location and counted on it', async () => {
    const { owner, location } = await ownerWithLocation();
    const url = `/api/business/zipcodes/${location.id}/`;
    const created = await call(owner.access, 'POST', url, { zipcode: ' e1 6an ', delivery_price: 7.9 });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ zipcode: 'E16AN', delivery_price: 7.9, location_id: location.id });
    await call(owner.access, 'POST', url, { zipcode: 'E2', delivery_price: 0 });
    const list = await call(owner.access, 'GET', url);
    expect(list.json().items.map((z: { zipcode: string }) => z.zipcode)).toEqual(['E16AN', 'E2']);
    const locations = await call(owner.access, 'GET', '/api/business/locations/');
    expect(locations.json().items[0].zipcode_count).toBe(2);

    const zipId = created.json().id;
    const changed = await call(owner.access, 'PUT', `/api/business/zipcodes/${location.id}/${zipId}`, {
      zipcode: 'E16AN',
      delivery_price: 8.5,
    });
    expect(changed.json().delivery_price).toBe(8.5);
    expect(
      (await call(owner.access, 'DELETE', `/api/business/zipcodes/${location.id}/${zipId}`)).statusCode,
    ).toBe(204);
    expect((await call(owner.access, 'GET', url)).json().count).toBe(1);
  });

  it('are served by at most one location of a shop', async () => {
    const { owner, location } = await ownerWithLocation();
    const second = (
      await call(owner.access, 'POST', '/api/business/locations/', aLocation({ name: 'Market Stall' }))
    ).json();
    await call(owner.access, 'POST', `/api/business/zipcodes/${location.id}/`, {
      zipcode: 'E2 7RG',
      delivery_price: 5,
    });
    for (const target of [location.id, second.id]) {
      const duplicate = await call(owner.access, 'POST', `/api/business/zipcodes/${target}/`, {
        zipcode: 'e27rg',
        delivery_price: 6,
      });
      expect(duplicate.statusCode).toBe(409);
      expect(duplicate.json()).toMatchObject({
        code: 'CONFLICT',
        details: { zipcode: expect.stringContaining('Columbia Road') },
      });
    }
    // Renaming another zip code onto a taken one is refused too.
    const other = (
      await call(owner.access, 'POST', `/api/business/zipcodes/${second.id}/`, {
        zipcode: 'N1',
        delivery_price: 4,
      })
    ).json();
    const rename = await call(owner.access, 'PUT', `/api/business/zipcodes/${second.id}/${other.id}`, {
      zipcode: 'E27RG',
      delivery_price: 4,
    });
    expect(rename.statusCode).toBe(409);
  });

  it('may be the same in two shops', async () => {
    const a = await ownerWithLocation();
    const b = await ownerWithLocation();
    for (const { owner, location } of [a, b]) {
      const response = await call(owner.access, 'POST', `/api/business/zipcodes/${location.id}/`, {
        zipcode: '10115',
        delivery_price: 5,
      });
      expect(response.statusCode).toBe(201);
    }
  });

  it.each([
    ['a negative price', { zipcode: '10115', delivery_price: -1 }, 'delivery_price'],
    ['a price with three decimals', { zipcode: '10115', delivery_price: 4.999 }, 'delivery_price'],
    ['a price given as text', { zipcode: '10115', delivery_price: 'five' }, 'delivery_price'],
    ['an empty zip code', { zipcode: ' ', delivery_price: 5 }, 'zipcode'],
    ['an 11-character zip code', { zipcode: '12345678901', delivery_price: 5 }, 'zipcode'],
  ])('refuses %s', async (_case, payload, field) => {
    const { owner, location } = await ownerWithLocation();
    const response = await call(
      owner.access,
      'POST',
      `/api/business/zipcodes/${location.id}/`,
      payload as Json,
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().details[field]).toBeTruthy();
  });

  it('go with their location when it is removed, and are not reachable through another shop', async () => {
    const { owner, location } = await ownerWithLocation();
    const zip = (
      await call(owner.access, 'POST', `/api/business/zipcodes/${location.id}/`, {
        zipcode: '10115',
        delivery_price: 5,
      })
    ).json();
    const other = await ownerWithLocation();
    const foreign = await call(
      other.owner.access,
      'DELETE',
      `/api/business/zipcodes/${location.id}/${zip.id}`,
    );
    expect(foreign.statusCode).toBe(404);
    // Another shop's zip code id under one's own location is not found either.
    const mixed = await call(
      other.owner.access,
      'DELETE',
      `/api/business/zipcodes/${other.location.id}/${zip.id}`,
    );
    expect(mixed.statusCode).toBe(404);

    await call(owner.access, 'DELETE', `/api/business/locations/${location.id}`);
    const fresh = (await call(owner.access, 'POST', '/api/business/locations/', aLocation())).json();
    // The zip code is free again for the shop's other locations.
    const again = await call(owner.access, 'POST', `/api/business/zipcodes/${fresh.id}/`, {
      zipcode: '10115',
      delivery_price: 5,
    });
    expect(again.statusCode).toBe(201);
  });
});
