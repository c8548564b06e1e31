import { describe, expect, it } from 'vitest';
import { shopMember } from '../../test/shop-mail-setup';
import { openShop } from '../../test/shop-setup';
import { staffCall } from '../../test/staff-call';
import { setupTestApp } from '../../test/test-app';

const t = setupTestApp();
const URL = '/api/users/shop-mail';

describe('the shop mails a person chooses', () => {
  it('start as none, in the shop’s language, and each owner and manager sets only their own', async () => {
    const shop = await openShop(t.app);
    const manager = await shopMember(t.app, t.database.db, shop.business.id, 'manager');

    expect(await staffCall(t.app, shop, 'GET', URL)).toEqual({
      status: 200,
      body: { new_web_orders: false, morning_summary: false, language: 'en', email: shop.email },
    });
    const choice = { new_web_orders: true, morning_summary: true, language: 'de' };
    expect(await staffCall(t.app, manager, 'PUT', URL, choice)).toEqual({
      status: 200,
      body: { ...choice, email: manager.email },
    });
    expect((await staffCall(t.app, manager, 'GET', URL)).body).toEqual({ ...choice, email: manager.email });
    // The manager's choice is theirs: the owner's stays as it was.
    expect((await staffCall(t.app, shop, 'GET', URL)).body).toMatchObject({ new_web_orders: false });

    const changed = { new_web_orders: false, morning_summary: true, language: 'en' };
    await staffCall(t.app, manager, 'PUT', URL, changed);
    expect((await staffCall(t.app, manager, 'GET', URL)).body).toEqual({ ...changed, email: manager.email });
  });

  it('are refused to florists, who get no shop mail', async () => {
    const shop = await openShop(t.app);
    const florist = await shopMember(t.app, t.database.db, shop.business.id, 'florist');
    const choice = { new_web_orders: true, morning_summary: false, language: 'en' };
    for (const [method, body] of [['GET'], ['PUT', choice]] as const) {
      const answer = await staffCall(t.app, florist, method, URL, body);
      expect(answer).toMatchObject({ status: 403, body: { code: 'PERMISSION_DENIED' } });
    }
  });

  it('take only yes or no and a language we write', async () => {
    const shop = await openShop(t.app);
    const answer = await staffCall(t.app, shop, 'PUT', URL, {
      new_web_orders: 'yes',
      morning_summary: true,
      language: 'fr',
    });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ code: 'VALIDATION_ERROR' });
    expect(JSON.stringify(answer.body.details)).toMatch(/new_web_orders/);
    expect(JSON.stringify(answer.body.details)).toMatch(/language/);
    expect((await staffCall(t.app, shop, 'GET', URL)).body).toMatchObject({ new_web_orders: false });
  });
});
