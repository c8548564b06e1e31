import { describe, expect, it } from 'vitest';
import { addStaff, bearer, signUp, signUpOwner } from '../../test/fixtures';
import { setupTestApp } from '../../test/test-app';

const t = setupTestApp();

const put = (access: string, payload: object) =>
  t.app.inject({ method: 'PUT', url: '/api/business/', headers: bearer(access), payload });

describe('business', () => {
  it('answers the caller’s own business with and without the trailing slash', async () => {
    const owner = await signUpOwner(t.app, { name: 'Peony Parlour' });
    for (const url of ['/api/business', '/api/business/']) {
      const response = await t.app.inject({ method: 'GET', url, headers: bearer(owner.access) });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ id: owner.business.id, name: 'Peony Parlour' });
    }
  });

  it('answers 404 to a user without a business', async () => {
    const { access } = await signUp(t.app);
    const response = await t.app.inject({ method: 'GET', url: '/api/business', headers: bearer(access) });
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe('NOT_FOUND');
  });

  it('lets the owner change details, partially', async () => {
    const owner = await signUpOwner(t.app);
    const response = await put(owner.access, { name: 'Bloom Room', time_zone: 'America/New_York' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      name: 'Bloom Room',
      time_zone: 'America/New_York',
      url: owner.business.url,
    });
  });

  it('changes only the caller’s own business', async () => {
    const a = await signUpOwner(t.app, { name: 'Shop A' });
    const b = await signUpOwner(t.app, { name: 'Shop B' });
    await put(a.access, { name: 'Shop A renamed' });
    const other = await t.app.inject({ method: 'GET', url: '/api/business', headers: bearer(b.access) });
    expect(other.json().name).toBe('Shop B');
  });

  it('refuses a url another shop has', async () => {
    const a = await signUpOwner(t.app);
    const b = await signUpOwner(t.app);
    const response = await put(b.access, { url: a.business.url });
    expect(response.statusCode).toBe(409);
    expect(response.json().details.url).toBeTruthy();
  });

  it('refuses bad input naming the field', async () => {
    const owner = await signUpOwner(t.app);
    const response = await put(owner.access, { currency: 'EURO', phone: 'x' });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().details).sort()).toEqual(['currency', 'phone']);
  });

  it.each(['manager', 'florist'] as const)(
    'refuses a %s: only the owner changes business details',
    async (role) => {
      const owner = await signUpOwner(t.app);
      const staff = await addStaff(t.app, t.database.db, { businessId: owner.business.id, role });
      const read = await t.app.inject({ method: 'GET', url: '/api/business', headers: bearer(staff.access) });
      expect(read.statusCode).toBe(200);
      const response = await put(staff.access, { name: 'Taken over' });
      expect(response.statusCode).toBe(403);
      expect(response.json().code).toBe('PERMISSION_DENIED');
    },
  );

  it('refuses a signed-in user without a business', async () => {
    const { access } = await signUp(t.app);
    expect((await put(access, { name: 'Nope' })).statusCode).toBe(403);
  });
});
