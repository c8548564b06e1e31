import { describe, expect, it } from 'vitest';
import { addStaff, bearer, signUpOwner } from '../../test/fixtures';
import { multipart } from '../../test/multipart';
import { jpegOf, photoPart } from '../../test/product-setup';
import { setupTestApp } from '../../test/test-app';

const t = setupTestApp();

async function upload(access: string, data: Buffer) {
  const form = multipart({ logo: photoPart(data, 'logo.jpg') });
  return t.app.inject({
    method: 'POST',
    url: '/api/business/logo',
    headers: { ...bearer(access), ...form.headers },
    payload: form.payload,
  });
}

describe('the shop’s logo', () => {
  it('is uploaded by the owner, replaces the old one, shows on the storefront and can be removed', async () => {
    const owner = await signUpOwner(t.app);
    const first = await upload(owner.access, await jpegOf(200));
    expect(first.statusCode).toBe(200);
    const firstUrl: string = first.json().logo_url;
    expect(firstUrl).toMatch(/^\/uploads\/[0-9a-f]{32}\.webp$/);
    const second = (await upload(owner.access, await jpegOf(40))).json().logo_url;
    expect(second).not.toBe(firstUrl);
    expect((await t.app.inject({ method: 'GET', url: firstUrl })).statusCode).toBe(404);
    const store = await t.app.inject({ method: 'GET', url: `/api/storefront/${owner.business.url}` });
    expect(store.json().logo_url).toBe(second);
    const removed = await t.app.inject({
      method: 'DELETE',
      url: '/api/business/logo',
      headers: bearer(owner.access),
    });
    expect(removed.json().logo_url).toBeNull();
    expect((await t.app.inject({ method: 'GET', url: second })).statusCode).toBe(404);
  });

  it('must be an image, and is the owner’s to change', async () => {
    const owner = await signUpOwner(t.app);
    const bad = await upload(owner.access, Buffer.from('<svg onload="alert(1)"/>'));
    expect(bad.statusCode).toBe(415);
    const manager = await addStaff(t.app, t.database.db, { businessId: owner.business.id, role: 'manager' });
    expect((await upload(manager.access, await jpegOf(90))).statusCode).toBe(403);
    const read = await t.app.inject({ method: 'GET', url: '/api/business', headers: bearer(owner.access) });
    expect(read.json().logo_url).toBeNull();
  });
});
