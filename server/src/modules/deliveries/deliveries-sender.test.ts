import { describe, expect, it } from 'vitest';
import { daysFromNow, deliveryDetails, draftOrder, openShop } from '../../test/shop-setup';
import { staffOk } from '../../test/staff-call';
import { setupTestApp } from '../../test/test-app';

const t = setupTestApp();

describe('the sender on a day’s delivery list', () => {
  it('gives the driver the sender’s name and phone, to call when the recipient left no number', async () => {
    const shop = await openShop(t.app);
    await staffOk(t.app, shop, 'PUT', '/api/business-settings/order-form', {
      require_recipient_phone: false,
    });
    const day = daysFromNow(3);
    const order = await draftOrder(t.app, shop.headers);
    const submitted = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${order.uuid}`,
      payload: deliveryDetails({ delivery_date: day, recipient_phone: undefined }),
    });
    expect(submitted.statusCode, submitted.body).toBe(200);

    const response = await t.app.inject({
      method: 'GET',
      url: `/api/deliveries?date=${day}`,
      headers: shop.headers,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().items).toEqual([
      expect.objectContaining({
        uuid: order.uuid,
        recipient_phone: null,
        sender_name: 'Ada Lovelace',
        sender_phone: '+49 30 555 0101',
      }),
    ]);
  });
});
