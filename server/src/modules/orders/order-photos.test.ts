import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { createLocalStorage } from '../../lib/storage';
import { addStaff, bearer } from '../../test/fixtures';
import { multipart } from '../../test/multipart';
import { draftOrder, openShop } from '../../test/shop-setup';
import { setupTestApp } from '../../test/test-app';
import { staffActor } from '../audit';
import { setOrderPhoto } from './order-photos.service';

const t = setupTestApp();
let jpeg: Buffer;

beforeAll(async () => {
  jpeg = await sharp({
    create: { width: 640, height: 480, channels: 3, background: { r: 200, g: 80, b: 120 } },
  })
    .jpeg()
    .withMetadata({ exif: { IFD0: { Copyright: 'Shop camera' } } })
    .toBuffer();
});

const photo = (data: Buffer, filename = 'bouquet.jpg', type = 'image/jpeg') => ({ filename, type, data });

describe('order photos', () => {
  it('come with a draft, re-encoded under an unguessable name and served with long cache headers', async () => {
    const shop = await openShop(t.app);
    const form = multipart({ method: 'delivery', price: '45', photo_reference: photo(jpeg) });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/orders/draft',
      headers: { ...shop.headers, ...form.headers },
      payload: form.payload,
    });
    expect(response.statusCode).toBe(201);
    const url: string = response.json().photo_reference;
    expect(url).toMatch(/^\/uploads\/[0-9a-f]{32}\.webp$/);
    const served = await t.app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toContain('immutable');
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 640, height: 480 });
    expect(meta.exif).toBeUndefined();
  });

  it('refuse a file that is not an image, leaving no draft behind', async () => {
    const shop = await openShop(t.app);
    const form = multipart({
      method: 'delivery',
      price: '45',
      photo_reference: photo(Buffer.from('%PDF-1.4 not a photo'), 'x.jpg'),
    });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/orders/draft',
      headers: { ...shop.headers, ...form.headers },
      payload: form.payload,
    });
    expect(response.statusCode).toBe(415);
    expect(response.json().code).toBe('UNSUPPORTED_MEDIA_TYPE');
    const list = await t.app.inject({ method: 'GET', url: '/api/orders?status=all', headers: shop.headers });
    expect(list.json().count).toBe(0);
  });

  it('refuse a 20 MB upload with 413', async () => {
    const shop = await openShop(t.app);
    const order = await draftOrder(t.app, shop.headers);
    const form = multipart({ polaroid_photo: photo(Buffer.alloc(20 * 1024 * 1024, 1)) });
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${order.uuid}/polaroid`,
      headers: { ...shop.headers, ...form.headers },
      payload: form.payload,
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('let a florist add the reference and the polaroid, which the customer then sees; a new one replaces the old', async () => {
    const shop = await openShop(t.app);
    const florist = await addStaff(t.app, t.database.db, { businessId: shop.business.id, role: 'florist' });
    const order = await draftOrder(t.app, shop.headers);
    const upload = async (kind: string, field: string) => {
      const form = multipart({ [field]: photo(jpeg) });
      return t.app.inject({
        method: 'POST',
        url: `/api/orders/${order.uuid}/${kind}`,
        headers: { ...bearer(florist.access), ...form.headers },
        payload: form.payload,
      });
    };
    const reference = await upload('reference', 'photo_reference');
    expect(reference.statusCode).toBe(200);
    const first = (await upload('polaroid', 'polaroid_photo')).json().polaroid_photo;
    const second = (await upload('polaroid', 'polaroid_photo')).json().polaroid_photo;
    expect(second).not.toBe(first);
    const seen = (await t.app.inject({ method: 'GET', url: `/api/orders/${order.uuid}` })).json();
    expect(seen).toMatchObject({ polaroid_photo: second, photo_reference: reference.json().photo_reference });
    expect((await t.app.inject({ method: 'GET', url: first })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: second })).statusCode).toBe(200);
  });

  it('keep a replaced photo in place when the store fails to delete the old file', async () => {
    const shop = await openShop(t.app);
    const order = await draftOrder(t.app, shop.headers);
    const files = createLocalStorage(t.config.dataDir);
    const deleteFails = { ...files, delete: async () => Promise.reject(new Error('disk unreachable')) };
    const me = await t.app.inject({ method: 'GET', url: '/api/users/info', headers: shop.headers });
    const set = () =>
      setOrderPhoto(t.database.db, deleteFails, {
        businessId: shop.business.id,
        uuid: order.uuid,
        kind: 'polaroid',
        file: jpeg,
        actor: staffActor(me.json().id),
      });
    await set();
    const second = await set();
    const seen = (await t.app.inject({ method: 'GET', url: `/api/orders/${order.uuid}` })).json();
    expect(seen.polaroid_photo).toBe(second);
  });

  it('need the file field, a member of the shop, and the shop’s own order', async () => {
    const shop = await openShop(t.app);
    const other = await openShop(t.app);
    const order = await draftOrder(t.app, shop.headers);
    const missing = multipart({ note: 'no file' });
    const noFile = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${order.uuid}/polaroid`,
      headers: { ...shop.headers, ...missing.headers },
      payload: missing.payload,
    });
    expect(noFile.statusCode).toBe(400);
    expect(noFile.json().details.polaroid_photo).toBeTruthy();
    const form = multipart({ polaroid_photo: photo(jpeg) });
    const foreign = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${order.uuid}/polaroid`,
      headers: { ...other.headers, ...form.headers },
      payload: form.payload,
    });
    expect(foreign.statusCode).toBe(404);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${order.uuid}/polaroid`,
      headers: form.headers,
      payload: form.payload,
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
