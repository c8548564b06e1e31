import type { Product } from '@contract/products';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, type Route, stubFetch } from '../../../test/fetch';
import { PRODUCTS_PAGE_SIZE } from '../api/get-products';
import { lookupsApi, productFixture, ROSES, renderPage } from '../test/fixtures';
import { ProductsPage } from './products-page';

const PATH = '/intern/products';

const shop: Product[] = [
  productFixture({ id: 'a0000000-0000-4000-8000-000000000001', is_featured: true }),
  productFixture({
    id: 'a0000000-0000-4000-8000-000000000002',
    name: 'Winter greens',
    price: 30,
    category_id: null,
    is_active: false,
    current_quantity: 0,
    photos: [],
  }),
  productFixture({ id: 'a0000000-0000-4000-8000-000000000003', name: 'Tulip bunch', current_quantity: 3 }),
];

/** GET /api/products: `total` products (or the three above), paged by limit and offset. */
function productsApi(total?: number, answer?: () => Response): Route {
  return ({ url }) => {
    if (!url.startsWith('/api/products?')) return undefined;
    if (answer) return answer();
    const params = new URL(url, 'http://petal.test').searchParams;
    const all =
      total === undefined
        ? shop
        : Array.from({ length: total }, (_, index) =>
            productFixture({
              id: `a0000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
              name: `P${index}`,
            }),
          );
    const offset = Number(params.get('offset'));
    return json(200, { items: all.slice(offset, offset + Number(params.get('limit'))), count: all.length });
  };
}

const listUrls = (calls: { url: string }[]) =>
  calls.filter((call) => call.url.startsWith('/api/products?')).map((call) => call.url);

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('products list', { timeout: 20_000 }, () => {
  it('shows a card per product with photo, price, category and badges', async () => {
    stubFetch(lookupsApi, productsApi());
    renderPage(ProductsPage, { path: PATH });

    const peonies = (await screen.findByRole('link', { name: 'Blush peonies' })).closest(
      'article',
    ) as HTMLElement;
    expect(within(peonies).getByRole('img', { name: 'Blush peonies' })).toHaveAttribute(
      'src',
      '/uploads/photo-1-thumb.webp',
    );
    expect(peonies).toHaveTextContent('€49.90');
    expect(within(peonies).getByText('Roses')).toBeInTheDocument();
    expect(within(peonies).getByText('Featured')).toBeInTheDocument();

    const greens = screen.getByRole('link', { name: 'Winter greens' }).closest('article') as HTMLElement;
    expect(greens).toHaveTextContent('€30.00');
    expect(within(greens).getByText('No category')).toBeInTheDocument();
    expect(within(greens).getByText('Inactive')).toBeInTheDocument();
    expect(within(greens).getByText('Sold out')).toBeInTheDocument();
    expect(within(greens).getByText('No photo')).toBeInTheDocument();

    const tulips = screen.getByRole('link', { name: 'Tulip bunch' });
    expect(tulips).toHaveAttribute('href', '/intern/products/edit/a0000000-0000-4000-8000-000000000003');
    expect(within(tulips.closest('article') as HTMLElement).getByText('3 left')).toBeInTheDocument();
    expect(screen.getByText('Showing 3 of 3 products')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'New product' })).toHaveAttribute(
      'href',
      '/intern/products/create',
    );
  });

  it('searches after typing stops and filters by category', async () => {
    const { calls } = stubFetch(lookupsApi, productsApi());
    renderPage(ProductsPage, { path: PATH });
    await screen.findByText('Showing 3 of 3 products');

    await userEvent.type(screen.getByRole('searchbox', { name: 'Search products' }), 'peony');
    await waitFor(() => expect(listUrls(calls)).toContain('/api/products?search=peony&limit=24&offset=0'));
    // One request for the word, none for "p", "pe"…
    expect(listUrls(calls)).toHaveLength(2);

    const category = screen.getByRole('combobox', { name: 'Category' });
    await userEvent.selectOptions(category, 'Roses');
    await waitFor(() =>
      expect(listUrls(calls)).toContain(`/api/products?search=peony&category_id=${ROSES}&limit=24&offset=0`),
    );
    await userEvent.clear(screen.getByRole('searchbox', { name: 'Search products' }));
    await userEvent.selectOptions(category, 'No category');
    await waitFor(() =>
      expect(listUrls(calls)).toContain('/api/products?category_id=none&limit=24&offset=0'),
    );
    // The shop's order: Roses (position 0) before Tulips.
    expect(
      within(category)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All categories', 'Roses', 'Tulips', 'No category']);
  });

  it('loads more cards on demand', async () => {
    const { calls } = stubFetch(lookupsApi, productsApi(30));
    renderPage(ProductsPage, { path: PATH });
    expect(await screen.findByText(`Showing ${PRODUCTS_PAGE_SIZE} of 30 products`)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Showing 30 of 30 products')).toBeInTheDocument();
    expect(listUrls(calls).at(-1)).toBe('/api/products?limit=24&offset=24');
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('shows florists the products without ways to change them', async () => {
    stubFetch(lookupsApi, productsApi());
    renderPage(ProductsPage, { path: PATH, role: 'florist' });
    expect(await screen.findByRole('heading', { name: 'Blush peonies' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Blush peonies' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'New product' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Categories' })).toBeNull();
  });

  it('says when there is nothing yet, nothing matching, or the list failed', async () => {
    const empty = () => json(200, { items: [], count: 0 });
    stubFetch(lookupsApi, productsApi(0, empty));
    renderPage(ProductsPage, { path: PATH });
    expect(await screen.findByRole('heading', { name: 'No products yet' })).toBeInTheDocument();
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search products' }), 'zz');
    expect(await screen.findByRole('heading', { name: 'No products match' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(screen.getByRole('searchbox', { name: 'Search products' })).toHaveValue('');
  });

  it('offers to try again when the list does not load', async () => {
    let fail = true;
    stubFetch(
      lookupsApi,
      productsApi(undefined, () =>
        fail
          ? json(500, { message: 'Boom', code: 'INTERNAL_ERROR', details: {} })
          : json(200, { items: shop, count: 3 }),
      ),
    );
    renderPage(ProductsPage, { path: PATH });
    expect(
      await screen.findByRole('heading', { name: 'Failed to fetch products' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Showing 3 of 3 products')).toBeInTheDocument();
  });
});
