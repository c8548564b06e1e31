import { createDiscountCode } from '../../../test/discount-setup';
import { deliveryDetails, type openShop } from '../../../test/shop-setup';
import { setupTestApp, uniqueIp } from '../../../test/test-app';

/*
 * The tests of a customer's discount code on their order page (docs/decisions/043) share one app
 * and these steps: make a code, apply or remove it, submit and read the order, set the tax, count
 * the code's uses.
 */

export type Shop = Awaited<ReturnType<typeof openShop>>;

/** Call once per test file: it opens the app for the file and answers the steps bound to it. */
export function setupOrderDiscount() {
  const t = setupTestApp();

  const makeCode = (shop: Shop, payload: Record<string, unknown>) =>
    createDiscountCode(t.app, shop, { kind: 'percent', value: 10, ...payload });
  const apply = (uuid: string, code: string, ip = uniqueIp()) =>
    t.app.inject({
      method: 'POST',
      url: `/api/orders/${uuid}/discount`,
      payload: { code },
      remoteAddress: ip,
    });
  const remove = (uuid: string) =>
    t.app.inject({ method: 'DELETE', url: `/api/orders/${uuid}/discount`, remoteAddress: uniqueIp() });
  const submit = (uuid: string, details: Record<string, unknown> = {}) =>
    t.app.inject({
      method: 'POST',
      url: `/api/orders/${uuid}`,
      payload: deliveryDetails(details),
      remoteAddress: uniqueIp(),
    });
  const read = async (uuid: string) =>
    (await t.app.inject({ method: 'GET', url: `/api/orders/${uuid}` })).json();
  const setTax = (shop: Shop, tax: Record<string, unknown>) =>
    t.app.inject({ method: 'PUT', url: '/api/business-settings/tax', headers: shop.headers, payload: tax });
  const usesOf = async (shop: Shop, id: string) =>
    (await t.app.inject({ method: 'GET', url: `/api/discount-codes/${id}`, headers: shop.headers })).json()
      .uses;

  return { t, makeCode, apply, remove, submit, read, setTax, usesOf };
}
