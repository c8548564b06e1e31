import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { daysFromNow, openShop } from '../../test/shop-setup';
import { setupOrders } from './orders-setup';

/*
 * The staff's list pages are kept as the answers they are sent as (docs/decisions/083): written
 * once, compressed once for each encoding a client accepts, and dropped by a change like the
 * pages they replaced.
 */

const { t, submitted, setStatus } = setupOrders();

type Shop = Awaited<ReturnType<typeof openShop>>;

const read = (shop: Shop, url: string, encoding?: string) =>
  t.app.inject({
    method: 'GET',
    url,
    headers: { ...shop.headers, ...(encoding ? { 'accept-encoding': encoding } : {}) },
  });

/** The answer's text, whichever way it was sent. */
function text(response: Awaited<ReturnType<typeof read>>): string {
  const encoding = response.headers['content-encoding'];
  if (encoding === 'br') return zlib.brotliDecompressSync(response.rawPayload).toString();
  if (encoding === 'gzip') return zlib.gunzipSync(response.rawPayload).toString();
  return response.body;
}

describe('the staff’s kept list pages', () => {
  it('go out compressed to a client that accepts it, the same JSON as to one that does not, and show a change at once', async () => {
    const shop = await openShop(t.app);
    const orders = [];
    for (let i = 0; i < 5; i++)
      orders.push(await submitted(shop, { delivery_date: daysFromNow(1), time_slot: '13:00-17:00' }));
    const url = '/api/orders?status=pending';

    const plain = await read(shop, url);
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(plain.headers.vary).toContain('accept-encoding');
    expect(plain.json().count).toBe(5);

    const brotli = await read(shop, url, 'gzip, deflate, br');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(text(brotli)).toBe(plain.body);
    const gzip = await read(shop, url, 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(text(gzip)).toBe(plain.body);
    expect(gzip.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    // A client that refuses both gets the text.
    expect((await read(shop, url, 'gzip;q=0, br;q=0')).headers['content-encoding']).toBeUndefined();

    // Done leaves the Pending view (pending and ready orders).
    for (const status of ['ready', 'done']) {
      expect((await setStatus(shop.headers, orders[0]?.uuid as string, status)).statusCode).toBe(200);
    }
    const after = JSON.parse(text(await read(shop, url, 'br')));
    expect(after.count).toBe(4);
    expect(after.items.map((item: { uuid: string }) => item.uuid)).not.toContain(orders[0]?.uuid);
    expect(JSON.parse(text(await read(shop, url))).count).toBe(4);
  });

  it('are the day view’s, the delivery run’s and the calendar’s too, each its own shop’s', async () => {
    const shop = await openShop(t.app);
    const other = await openShop(t.app);
    const day = daysFromNow(1);
    const orders = [];
    for (let i = 0; i < 5; i++)
      orders.push(await submitted(shop, { delivery_date: day, time_slot: '13:00-17:00' }));
    const pages = [
      `/api/orders/day?date=${day}&limit=100`,
      `/api/deliveries?date=${day}&limit=100`,
      `/api/orders/calendar?start_date=${day}&end_date=${day}&limit=100`,
    ];
    for (const url of pages) {
      const plain = await read(shop, url);
      expect(plain.statusCode, url).toBe(200);
      const gzip = await read(shop, url, 'gzip');
      expect(gzip.headers['content-encoding'], url).toBe('gzip');
      expect(text(gzip), url).toBe(plain.body);
      // The other shop's page of the same address is its own, empty one.
      const theirs = await read(other, url, 'gzip');
      expect(theirs.statusCode, url).toBe(200);
      expect(text(theirs), url).not.toBe(plain.body);
      for (const order of orders) expect(text(theirs), url).not.toContain(order.uuid);
      expect(text(plain), url).toContain(orders[0]?.uuid as string);
    }
  });
});
