import { describe, expect, it } from 'vitest';
import { addStaff, bearer, signUpOwner } from '../../test/fixtures';
import { setupTestApp } from '../../test/test-app';

const t = setupTestApp();
const URL = '/api/business-settings/legal';

const berlin = {
  legal_name: 'Blumen Lindner GmbH',
  street: 'Torstraße 12',
  zipcode: '10119',
  city: 'Berlin',
  country: 'de',
  vat_id: 'de 123 456 789',
  tax_number: '',
  register_entry: 'Amtsgericht Berlin-Charlottenburg HRB 12345',
  responsible_person: 'Anna Lindner',
};

const put = (access: string, payload: object) =>
  t.app.inject({ method: 'PUT', url: URL, headers: bearer(access), payload });
const get = (access: string) => t.app.inject({ method: 'GET', url: URL, headers: bearer(access) });

describe('legal details', () => {
  it('answer nothing saved yet, then what the owner saved, normalised', async () => {
    const owner = await signUpOwner(t.app);
    const empty = await get(owner.access);
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toMatchObject({ legal_name: null, vat_id: null, updated_at: null });

    const saved = await put(owner.access, berlin);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      legal_name: 'Blumen Lindner GmbH',
      country: 'DE',
      vat_id: 'DE123456789',
      tax_number: null,
      register_entry: 'Amtsgericht Berlin-Charlottenburg HRB 12345',
    });
    expect((await get(owner.access)).json()).toEqual(saved.json());
  });

  it('refuse shapes that are not a VAT ID, a tax number or a country, naming each field', async () => {
    const owner = await signUpOwner(t.app);
    const response = await put(owner.access, {
      ...berlin,
      vat_id: '123456789',
      tax_number: 'abc',
      country: 'XX',
      zipcode: '10119!',
    });
    expect(response.statusCode).toBe(400);
    const details = response.json().details;
    expect(Object.keys(details).sort()).toEqual(['country', 'tax_number', 'vat_id', 'zipcode']);
    expect(details.vat_id).toMatch(/DE123456789/);
    expect((await get(owner.access)).json().legal_name).toBeNull();
  });

  it('ask for a VAT ID or a tax number, and take a tax number alone', async () => {
    const owner = await signUpOwner(t.app);
    const neither = await put(owner.access, { ...berlin, vat_id: null, tax_number: ' ' });
    expect(neither.statusCode).toBe(400);
    expect(Object.keys(neither.json().details).sort()).toEqual(['tax_number', 'vat_id']);
    const taxNumber = await put(owner.access, { ...berlin, vat_id: null, tax_number: '27/123/45678' });
    expect(taxNumber.statusCode).toBe(200);
    expect(taxNumber.json()).toMatchObject({ vat_id: null, tax_number: '27/123/45678' });
  });

  it('are changed by the owner only, and read by everyone of the shop', async () => {
    const owner = await signUpOwner(t.app);
    await put(owner.access, berlin);
    for (const role of ['manager', 'florist'] as const) {
      const member = await addStaff(t.app, t.database.db, { businessId: owner.business.id, role });
      const refused = await put(member.access, { ...berlin, legal_name: 'Not mine' });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().code).toBe('PERMISSION_DENIED');
      expect((await get(member.access)).json().legal_name).toBe('Blumen Lindner GmbH');
    }
  });

  it('belong to one shop: another owner reads and writes only their own', async () => {
    const a = await signUpOwner(t.app);
    const b = await signUpOwner(t.app);
    await put(a.access, berlin);
    expect((await get(b.access)).json().legal_name).toBeNull();
    await put(b.access, { ...berlin, legal_name: 'Other Shop Ltd' });
    expect((await get(a.access)).json().legal_name).toBe('Blumen Lindner GmbH');
  });

  it('leave an entry in the shop’s activity when they change', async () => {
    const owner = await signUpOwner(t.app);
    await put(owner.access, berlin);
    await put(owner.access, { ...berlin, responsible_person: 'Jonas Lindner' });
    const audit = await t.app.inject({
      method: 'GET',
      url: '/api/audit?entity_type=settings',
      headers: bearer(owner.access),
    });
    const legal = audit.json().items.filter((e: { action: string }) => e.action === 'settings.legal');
    expect(legal).toHaveLength(2);
    expect(legal[0].changes.responsible_person).toEqual({ from: 'Anna Lindner', to: 'Jonas Lindner' });
  });
});
