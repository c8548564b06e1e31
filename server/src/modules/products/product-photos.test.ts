import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import type { FileStorage, StoredPhoto } from '../../lib/storage';
import { multipart } from '../../test/multipart';
import { createProduct, jpegOf, photoPart } from '../../test/product-setup';
import { openShop } from '../../test/shop-setup';
import { setupTestApp } from '../../test/test-app';
import { systemActor } from '../audit';
import { addProductPhotos, deleteProductPhoto, setPrimaryPhoto } from './product-photos.service';
import { updateProduct } from './products.service';

const t = setupTestApp();
let jpegs: Buffer[];

beforeAll(async () => {
  jpegs = await Promise.all([10, 60, 110, 160].map((r) => jpegOf(r)));
});

type Photo = { id: string; url: string; is_primary: boolean; position: number };

async function upload(headers: Record<string, string>, productId: string, files: Buffer[]) {
  const form = multipart({ photos: files.map((f) => photoPart(f)) });
  return t.app.inject({
    method: 'POST',
    url: `/api/products/${productId}/photos`,
    headers: { ...headers, ...form.headers },
    payload: form.payload,
  });
}

const primaries = (photos: Photo[]) => photos.filter((p) => p.is_primary).map((p) => p.id);

describe('product photos', () => {
  it('are added after the others; the first photo of a product becomes primary', async () => {
    const shop = await openShop(t.app);
    const product = await createProduct(t.app, shop.headers);
    const first = await upload(shop.headers, product.id, [jpegs[0] as Buffer, jpegs[1] as Buffer]);
    expect(first.statusCode).toBe(201);
    const photos: Photo[] = first.json().photos;
    expect(photos.map((p) => p.is_primary)).toEqual([true, false]);
    const second = await upload(shop.headers, product.id, [jpegs[2] as Buffer]);
    const after: Photo[] = second.json().photos;
    expect(after.map((p) => p.id).slice(0, 2)).toEqual(photos.map((p) => p.id));
    expect(primaries(after)).toEqual([photos[0]?.id]);
  });

  it('are limited to ten per product, refused before any is stored', async () => {
    const shop = await openShop(t.app);
    const product = await createProduct(t.app, shop.headers, {}, Array(8).fill(jpegs[0]));
    const response = await upload(shop.headers, product.id, [
      jpegs[1] as Buffer,
      jpegs[2] as Buffer,
      jpegs[3] as Buffer,
    ]);
    expect(response.statusCode).toBe(400);
    expect(response.json().details).toHaveProperty('photos');
    const read = await t.app.inject({
      method: 'GET',
      url: `/api/products/${product.id}`,
      headers: shop.headers,
    });
    expect(read.json().photos).toHaveLength(8);
  });

  it('refuse a request without a photo or with a non-image', async () => {
    const shop = await openShop(t.app);
    const product = await createProduct(t.app, shop.headers);
    const empty = multipart({ note: 'nothing' });
    const none = await t.app.inject({
      method: 'POST',
      url: `/api/products/${product.id}/photos`,
      headers: { ...shop.headers, ...empty.headers },
      payload: empty.payload,
    });
    expect(none.statusCode).toBe(400);
    const text = await upload(shop.headers, product.id, [Buffer.from('just some text, not a picture')]);
    expect(text.statusCode).toBe(415);
  });

  it('deleting the primary promotes the next one and removes the files', async () => {
    const shop = await openShop(t.app);
    const product = await createProduct(t.app, shop.headers, {}, [jpegs[0] as Buffer, jpegs[1] as Buffer]);
    const primary = product.photos[0] as Photo;
    const next = product.photos[1] as Photo;
    const response = await t.app.inject({
      method: 'DELETE',
      url: `/api/products/${product.id}/photos/${primary.id}`,
      headers: shop.headers,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().photos).toMatchObject([{ id: next.id, is_primary: true }]);
    expect((await t.app.inject({ method: 'GET', url: primary.url })).statusCode).toBe(404);
    const last = await t.app.inject({
      method: 'DELETE',
      url: `/api/products/${product.id}/photos/${next.id}`,
      headers: shop.headers,
    });
    expect(last.json().photos).toEqual([]);
    const again = await t.app.inject({
      method: 'DELETE',
      url: `/api/products/${product.id}/photos/${next.id}`,
      headers: shop.headers,
    });
    expect(again.statusCode).toBe(404);
  });

  it('set-primary moves the mark in one step, also when many ask at once', async () => {
    const shop = await openShop(t.app);
    const product = await createProduct(t.app, shop.headers, {}, jpegs);
    const answers = await Promise.all(
      [...product.photos, ...product.photos].map((photo) =>
        t.app.inject({
          method: 'POST',
          url: `/api/products/${product.id}/photos/${photo.id}/set-primary`,
          headers: shop.headers,
        }),
      ),
    );
    for (const answer of answers) {
      expect(answer.statusCode).toBe(200);
      expect(primaries(answer.json().photos)).toHaveLength(1);
    }
    const read = await t.app.inject({
      method: 'GET',
      url: `/api/products/${product.id}`,
      headers: shop.headers,
    });
    expect(primaries(read.json().photos)).toHaveLength(1);
  });

  it('are reordered by PATCH photo_order, which must name every photo once', async () => {
    const shop = await openShop(t.app);
    const product = await createProduct(t.app, shop.headers, {}, jpegs.slice(0, 3));
    const ids = product.photos.map((p) => p.id);
    const reversed = [...ids].reverse();
    const response = await t.app.inject({
      method: 'PATCH',
      url: `/api/products/${product.id}`,
      headers: shop.headers,
      payload: { photo_order: reversed },
    });
    expect(response.json().photos.map((p: Photo) => p.id)).toEqual(reversed);
    expect(primaries(response.json().photos)).toEqual([ids[0]]);
    for (const bad of [ids.slice(0, 2), [...ids, ids[0]], [ids[0], ids[1], crypto.randomUUID()]]) {
      const refused = await t.app.inject({
        method: 'PATCH',
        url: `/api/products/${product.id}`,
        headers: shop.headers,
        payload: { photo_order: bad, name: 'Not saved' },
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().details).toHaveProperty('photo_order');
    }
    const read = await t.app.inject({
      method: 'GET',
      url: `/api/products/${product.id}`,
      headers: shop.headers,
    });
    expect(read.json()).toMatchObject({ name: 'Peony cloud' });
    expect(read.json().photos.map((p: Photo) => p.id)).toEqual(reversed);
  });
});

/** Keeps nothing: the invariant lives in the database rows, not in the files. */
const nullStorage: FileStorage = {
  put: async () => {},
  get: async () => null,
  delete: async () => {},
  list: async function* () {},
};
let keyCount = 0;
const fakePhoto = (): StoredPhoto => {
  const key = `${(++keyCount).toString(16).padStart(32, '0')}.webp`;
  return { key, url: `/uploads/${key}`, thumbUrl: '', width: 10, height: 10 };
};

type Step =
  | { kind: 'add'; count: number }
  | { kind: 'delete'; pick: number }
  | { kind: 'primary'; pick: number }
  | { kind: 'reorder'; seed: number };

const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({ kind: fc.constant('add' as const), count: fc.integer({ min: 1, max: 3 }) }),
  fc.record({ kind: fc.constant('delete' as const), pick: fc.nat() }),
  fc.record({ kind: fc.constant('primary' as const), pick: fc.nat() }),
  fc.record({ kind: fc.constant('reorder' as const), seed: fc.nat() }),
);

describe('the primary photo', () => {
  it('is exactly one whenever a product has photos, after any sequence of changes', async () => {
    const shop = await openShop(t.app);
    const db = t.database.db;
    const businessId = shop.business.id;
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 12 }), async (steps) => {
        const product = await createProduct(t.app, shop.headers);
        const scope = { businessId, productId: product.id, actor: systemActor };
        let photos: Photo[] = [];
        // The model: which photo must be primary after each step.
        let expectedPrimary: string | undefined;
        for (const s of steps) {
          if (s.kind === 'add') {
            if (photos.length + s.count > 10) continue;
            const added = Array.from({ length: s.count }, fakePhoto);
            photos = (await addProductPhotos(db, { ...scope, photos: added })).photos;
            expectedPrimary ??= photos[0]?.id;
          } else if (photos.length === 0) {
            continue;
          } else if (s.kind === 'delete') {
            const victim = photos[s.pick % photos.length] as Photo;
            photos = (await deleteProductPhoto(db, nullStorage, { ...scope, photoId: victim.id })).photos;
            // The next in order takes the primary's place.
            if (victim.id === expectedPrimary) expectedPrimary = photos[0]?.id;
          } else if (s.kind === 'primary') {
            const chosen = photos[s.pick % photos.length] as Photo;
            photos = (await setPrimaryPhoto(db, { ...scope, photoId: chosen.id })).photos;
            expectedPrimary = chosen.id;
          } else {
            const order = [...photos].sort(
              (a, b) => ((a.position * 7 + s.seed) % 11) - ((b.position * 7 + s.seed) % 11),
            );
            photos = (await updateProduct(db, { ...scope, patch: { photo_order: order.map((p) => p.id) } }))
              .photos;
          }
          const marked = primaries(photos);
          expect(marked).toHaveLength(photos.length === 0 ? 0 : 1);
          expect(marked[0]).toBe(photos.length === 0 ? undefined : expectedPrimary);
          expect(photos.map((p) => p.position)).toEqual(
            [...photos.map((p) => p.position)].sort((a, b) => a - b),
          );
        }
      }),
      { numRuns: 30 },
    );
  });
});
