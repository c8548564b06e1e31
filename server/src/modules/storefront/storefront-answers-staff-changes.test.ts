import { describe, expect, it } from 'vitest';
import { multipart } from '../../test/multipart';
import { createProduct, jpegOf, photoPart } from '../../test/product-setup';
import { openShop, vatIncluded } from '../../test/shop-setup';
import { eventually, productNames, read } from './storefront-answer-reads';
import { setupTwoProcesses } from './storefront-answers-setup';

/*
 * Storefront answers follow every change staff make, in this process and in another one.
 */

const { t, other } = setupTwoProcesses();
describe('storefront answers', () => {
  it('follow every change staff make, in this process and in another one', async () => {
    const shop = await openShop(t.app);
    const url = `/api/storefront/${shop.business.url}`;
    const tulips = await createProduct(t.app, shop.headers, { name: 'Tulips' });
    expect(await productNames(t.app, shop)).toEqual(['Tulips']);
    expect(await productNames(other(), shop)).toEqual(['Tulips']);
    const etagOf = async (path = url) => (await read(t.app, path)).headers.etag;
    const steps: [string, () => Promise<unknown>, () => Promise<void>][] = [
      [
        'a renamed product',
        () =>
          t.app.inject({
            method: 'PATCH',
            url: `/api/products/${tulips.id}`,
            headers: shop.headers,
            payload: { name: 'Parrot tulips' },
          }),
        async () => expect(await productNames(other(), shop)).toEqual(['Parrot tulips']),
      ],
      [
        'a new product',
        () => createProduct(other(), shop.headers, { name: 'Anemones' }),
        async () => expect(await productNames(t.app, shop)).toEqual(['Anemones', 'Parrot tulips']),
      ],
      [
        'a photo',
        async () => {
          const form = multipart({ photos: [photoPart(await jpegOf(200))] });
          return t.app.inject({
            method: 'POST',
            url: `/api/products/${tulips.id}/photos`,
            headers: { ...shop.headers, ...form.headers },
            payload: form.payload,
          });
        },
        async () => {
          const items = (await read(other(), `${url}/products`)).json().items;
          expect(items.find((p: { name: string }) => p.name === 'Parrot tulips').photos).toHaveLength(1);
        },
      ],
      [
        'a category',
        async () => {
          const category = (
            await t.app.inject({
              method: 'POST',
              url: '/api/categories',
              headers: shop.headers,
              payload: { name: 'Spring' },
            })
          ).json();
          return t.app.inject({
            method: 'PATCH',
            url: `/api/products/${tulips.id}`,
            headers: shop.headers,
            payload: { category_id: category.id },
          });
        },
        async () =>
          expect((await read(other(), url)).json().categories.map((c: { name: string }) => c.name)).toEqual([
            'Spring',
          ]),
      ],
      [
        'the shop’s name',
        () =>
          t.app.inject({
            method: 'PUT',
            url: '/api/business/',
            headers: shop.headers,
            payload: { name: 'Fern & Co' },
          }),
        async () => expect((await read(other(), url)).json().name).toBe('Fern & Co'),
      ],
      [
        'delivery switched off',
        () =>
          t.app.inject({
            method: 'PUT',
            url: '/api/business-settings/order-form',
            headers: shop.headers,
            payload: { delivery_enabled: false },
          }),
        async () => expect((await read(other(), url)).json().delivery_enabled).toBe(false),
      ],
      [
        'the shop’s tax',
        () =>
          t.app.inject({
            method: 'PUT',
            url: '/api/business-settings/tax',
            headers: shop.headers,
            payload: vatIncluded(19),
          }),
        async () => expect((await read(other(), url)).json().tax).toMatchObject({ mode: 'vat', rate: 19 }),
      ],
      [
        'a closed day',
        () =>
          t.app.inject({
            method: 'PUT',
            url: '/api/business/order-time/weekly',
            headers: shop.headers,
            payload: {
              window_type: 'delivery',
              windows: [{ weekday: 1, start: '09:00', end: '12:00' }],
              disabled_days: ['2031-12-25'],
            },
          }),
        async () =>
          expect((await read(other(), url)).json().delivery_closed).toEqual({
            weekdays: [0, 2, 3, 4, 5, 6],
            dates: ['2031-12-25'],
          }),
      ],
      [
        'a product removed',
        () => t.app.inject({ method: 'DELETE', url: `/api/products/${tulips.id}`, headers: shop.headers }),
        async () => expect(await productNames(other(), shop)).toEqual(['Anemones']),
      ],
    ];
    for (const [change, make, check] of steps) {
      const before = [await etagOf(), await etagOf(`${url}/products`)];
      await make();
      await eventually(async () => {
        const after = [await etagOf(), await etagOf(`${url}/products`)];
        expect(after[0], change).not.toBe(before[0]);
        expect(after[1], change).not.toBe(before[1]);
      });
      await eventually(check);
    }
  });
});
