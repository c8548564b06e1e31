import type { Product } from '@contract/products';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeXhr, multipartFields } from '../../../test/fake-xhr';
import { json, type Route, stubFetch } from '../../../test/fetch';
import {
  bodyOf,
  lookupsApi,
  PRODUCT_ID,
  photoFile,
  photoFixture,
  productFixture,
  ROSES,
  renderPage,
  SHOP,
} from '../test/fixtures';
import { EditProductPage } from './edit-product-page';

const PATH = `/intern/products/edit/${PRODUCT_ID}`;
const PATTERN = '/intern/products/edit/:id';
const BASE = `/api/products/${PRODUCT_ID}`;

/** The product's endpoints, answering as the server would for the photo actions. */
function productApi(start: Product = productFixture()): Route {
  let product = start;
  const answer = (next: Product) => {
    product = next;
    return json(200, product);
  };
  return ({ url, init }) => {
    const method = init.method ?? 'GET';
    if (url === BASE && method === 'GET') return json(200, product);
    if (url === BASE && method === 'PATCH') {
      const patch = bodyOf(init) as Partial<Product> & { photo_order?: string[] };
      const { photo_order: order, ...fields } = patch;
      const photos = order
        ? order.map((id, position) => ({
            ...(product.photos.find((p) => p.id === id) as Product['photos'][0]),
            position,
          }))
        : product.photos;
      return answer({ ...product, ...fields, photos });
    }
    if (url === BASE && method === 'DELETE') return json(200, { ok: true });
    const primary = url.match(/\/photos\/([^/]+)\/set-primary$/)?.[1];
    if (primary && method === 'POST') {
      return answer({
        ...product,
        photos: product.photos.map((p) => ({ ...p, is_primary: p.id === primary })),
      });
    }
    const removed = url.match(/\/photos\/([^/]+)$/)?.[1];
    if (removed && method === 'DELETE') {
      return answer({ ...product, photos: product.photos.filter((p) => p.id !== removed) });
    }
    return undefined;
  };
}

const productCalls = (calls: { url: string; init: RequestInit }[], method: string) =>
  calls
    .filter((call) => call.url.startsWith(BASE) && (call.init.method ?? 'GET') === method)
    .map((call) => call.url);

const photoList = () => screen.getByRole('list', { name: 'Photos' });
const photoSources = () =>
  within(photoList())
    .getAllByRole('img')
    .map((img) => img.getAttribute('src'));

beforeEach(() => {
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  FakeXhr.reset();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('edit product', { timeout: 20_000 }, () => {
  it('starts from the saved product and saves only what changed', async () => {
    const { calls } = stubFetch(
      lookupsApi,
      productApi(productFixture({ location_ids: [SHOP], current_quantity: 4 })),
    );
    renderPage(EditProductPage, { path: PATH, pattern: PATTERN });

    expect(await screen.findByLabelText('Name')).toHaveValue('Blush peonies');
    expect(screen.getByLabelText('Price')).toHaveValue('49.90');
    expect(screen.getByLabelText('Quantity')).toHaveValue('4');
    await waitFor(() => expect(screen.getByLabelText('Category')).toHaveValue(ROSES));
    expect(await screen.findByRole('checkbox', { name: /Main shop/ })).toBeChecked();
    expect(screen.getByRole('switch', { name: /Active/ })).toBeChecked();

    await userEvent.clear(screen.getByLabelText('Price'));
    await userEvent.type(screen.getByLabelText('Price'), '52');
    await userEvent.clear(screen.getByLabelText('Quantity'));
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('Product saved')).toBeInTheDocument();
    const patch = calls.find((call) => call.url === BASE && call.init.method === 'PATCH');
    expect(bodyOf(patch?.init ?? {})).toEqual({ price: 52, current_quantity: null });
  });

  it('tags occasions and same-day delivery, and saves them', async () => {
    const { calls } = stubFetch(lookupsApi, productApi(productFixture({ occasions: ['sympathy'] })));
    renderPage(EditProductPage, { path: PATH, pattern: PATTERN });
    const occasions = await screen.findByRole('group', { name: 'Occasions' });
    expect(within(occasions).getByRole('button', { name: 'Sympathy' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await userEvent.click(within(occasions).getByRole('button', { name: 'Birthday' }));
    await userEvent.click(within(occasions).getByRole('button', { name: 'Sympathy' }));
    await userEvent.click(screen.getByRole('switch', { name: /Same-day delivery/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));

    const patch = await waitFor(() => {
      const call = calls.find((c) => c.url === BASE && c.init.method === 'PATCH');
      expect(call).toBeDefined();
      return call;
    });
    expect(bodyOf(patch?.init ?? {})).toEqual({ occasions: ['birthday'], same_day: true });
  });

  it('shows the server’s field errors beside the fields', async () => {
    stubFetch(
      lookupsApi,
      ({ url, init }) =>
        url === BASE && init.method === 'PATCH'
          ? json(400, {
              message: 'Invalid',
              code: 'VALIDATION_ERROR',
              details: { price: 'Use an amount below 1 000 000' },
            })
          : undefined,
      productApi(),
    );
    renderPage(EditProductPage, { path: PATH, pattern: PATTERN });
    await userEvent.clear(await screen.findByLabelText('Price'));
    await userEvent.type(screen.getByLabelText('Price'), '999999');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Use an amount below 1 000 000')).toBeInTheDocument();
    expect(screen.getByLabelText('Price')).toHaveAttribute('aria-invalid', 'true');
  });

  it('makes another photo primary', async () => {
    const { calls } = stubFetch(lookupsApi, productApi());
    renderPage(EditProductPage, { path: PATH, pattern: PATTERN });
    expect(await screen.findByRole('img', { name: 'Photo 1 of 3, primary' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Make photo 2 of 3 primary' }));
    expect(await screen.findByRole('img', { name: 'Photo 2 of 3, primary' })).toBeInTheDocument();
    expect(productCalls(calls, 'POST')).toEqual([`${BASE}/photos/p2/set-primary`]);
    expect(screen.queryByRole('button', { name: 'Make photo 2 of 3 primary' })).toBeNull();
  });

  it('deletes a photo after asking', async () => {
    const { calls } = stubFetch(lookupsApi, productApi());
    renderPage(EditProductPage, { path: PATH, pattern: PATTERN });
    await userEvent.click(await screen.findByRole('button', { name: 'Delete photo 3 of 3' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete this photo?' });
    expect(productCalls(calls, 'DELETE')).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete photo' }));
    await waitFor(() => expect(photoSources()).toHaveLength(2));
    expect(productCalls(calls, 'DELETE')).toEqual([`${BASE}/photos/p3`]);
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('reorders photos with the arrow buttons and keeps the focus on the moved photo', async () => {
    const { calls } = stubFetch(lookupsApi, productApi());
    renderPage(EditProductPage, { path: PATH, pattern: PATTERN });
    await userEvent.click(await screen.findByRole('button', { name: 'Move photo 1 of 3 right' }));

    expect(photoSources()).toEqual([
      '/uploads/photo-2-thumb.webp',
      '/uploads/photo-1-thumb.webp',
      '/uploads/photo-3-thumb.webp',
    ]);
    expect(screen.getByRole('button', { name: 'Move photo 2 of 3 right' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(photoSources()[2]).toBe('/uploads/photo-1-thumb.webp');
    // At the end, the focus goes to the arrow that still works.
    expect(screen.getByRole('button', { name: 'Move photo 3 of 3 left' })).toHaveFocus();

    await waitFor(() => expect(productCalls(calls, 'PATCH')).toHaveLength(2));
    const orders = calls.filter((call) => call.init.method === 'PATCH').map((call) => bodyOf(call.init));
    expect(orders).toEqual([{ photo_order: ['p2', 'p1', 'p3'] }, { photo_order: ['p2', 'p3', 'p1'] }]);
    expect(screen.getByText('Photo moved to place 3 of 3')).toBeInTheDocument();
  });

  it('adds photos with a progress bar', async () => {
    stubFetch(lookupsApi, productApi());
    renderPage(EditProductPage, { path: PATH, pattern: PATTERN });
    await userEvent.upload(await screen.findByLabelText('Choose files'), [
      photoFile('a.jpg'),
      photoFile('b.jpg'),
    ]);
    const progress = await screen.findByRole('progressbar', { name: 'Upload progress' });
    await waitFor(() => expect(progress).toHaveAttribute('aria-valuenow', '40'));
    const [request] = FakeXhr.sent;
    expect(request?.url).toBe(`${BASE}/photos`);
    expect(multipartFields(request?.body ?? null)).toEqual({ photos: ['file:a.jpg', 'file:b.jpg'] });
    const photos = [1, 2, 3, 4, 5].map((index) => photoFixture(index));
    request?.finish({ status: 201, body: JSON.stringify(productFixture({ photos })) });
    expect(await screen.findByRole('img', { name: 'Photo 5 of 5' })).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('deletes the product after asking and returns to the list', async () => {
    const { calls } = stubFetch(lookupsApi, productApi());
    const { router } = renderPage(EditProductPage, { path: PATH, pattern: PATTERN });
    await userEvent.click(await screen.findByRole('button', { name: 'Delete product' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete Blush peonies?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete product' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/intern/products'));
    expect(productCalls(calls, 'DELETE')).toEqual([BASE]);
  });

  it('says when the product does not exist', async () => {
    stubFetch(lookupsApi);
    renderPage(EditProductPage, { path: PATH, pattern: PATTERN });
    expect(await screen.findByRole('heading', { name: 'Product not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to products' })).toHaveAttribute(
      'href',
      '/intern/products',
    );
  });

  it('tells florists the page is for owners and managers, without loading the product', async () => {
    const { calls } = stubFetch(lookupsApi, productApi());
    renderPage(EditProductPage, { path: PATH, pattern: PATTERN, role: 'florist' });
    expect(await screen.findByText(/This page is for owners and managers/)).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });
});
