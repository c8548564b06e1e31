import { deliveryDetails, draftOrder, type openShop } from '../../test/shop-setup';
import { setupTestApp } from '../../test/test-app';

/*
 * The orders' tests share one app and these steps: a customer's submission of a draft, a submitted
 * delivery order, and a status change by staff.
 */

/** Call once per test file: it opens the app for the file and answers the steps bound to it. */
export function setupOrders() {
  const t = setupTestApp();

  const submit = (uuid: string, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: `/api/orders/${uuid}`, payload });

  /** A delivery order the customer submitted (pending). */
  async function submitted(
    shop: Awaited<ReturnType<typeof openShop>>,
    details: Record<string, unknown> = {},
  ) {
    const order = await draftOrder(t.app, shop.headers);
    const response = await submit(order.uuid, deliveryDetails(details));
    if (response.statusCode !== 200) throw new Error(response.body);
    return order;
  }
  const setStatus = (headers: Record<string, string>, uuid: string, status: string) =>
    t.app.inject({ method: 'POST', url: `/api/orders/${uuid}/status`, headers, payload: { status } });

  return { t, submit, submitted, setStatus };
}
