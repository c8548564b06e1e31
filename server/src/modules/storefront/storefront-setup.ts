import { multipart } from '../../test/multipart';
import { deliveryDetails, type openShop } from '../../test/shop-setup';
import { setupTestApp, uniqueIp } from '../../test/test-app';

/*
 * The storefront's tests share one app and these steps: an order started from the store, and the
 * customer's submission of its details.
 */

export type Shop = Awaited<ReturnType<typeof openShop>>;

/** Call once per test file: it opens the app for the file and answers the steps bound to it. */
export function setupStorefront() {
  const t = setupTestApp();

  async function orderFromStore(shop: Shop, productId: string, deliveryType = 'delivery', ip = uniqueIp()) {
    const form = multipart({ product_id: productId, delivery_type: deliveryType });
    return t.app.inject({
      method: 'POST',
      url: `/api/storefront/${shop.business.url}/order`,
      headers: form.headers,
      payload: form.payload,
      remoteAddress: ip,
    });
  }

  const submit = (uuid: string, details: Record<string, unknown> = deliveryDetails()) =>
    t.app.inject({ method: 'POST', url: `/api/orders/${uuid}`, payload: details });

  return { t, orderFromStore, submit };
}
