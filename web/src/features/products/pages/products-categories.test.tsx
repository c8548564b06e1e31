import type { Category } from '@contract/products';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, type Route, stubFetch } from '../../../test/fetch';
import { bodyOf, categoriesFixture, ROSES, renderPage, TULIPS } from '../test/fixtures';
import { ProductsPage } from './products-page';

const NEW_ID = 'c1000000-0000-4000-8000-000000000003';

/** /api/categories with a list that POST, PUT and DELETE change, as the server would. */
function categoriesApi(): Route {
  let items: Category[] = categoriesFixture.map((category) => ({ ...category }));
  return ({ url, init }) => {
    const method = init.method ?? 'GET';
    if (url === '/api/categories' && method === 'GET') return json(200, { items, count: items.length });
    if (url === '/api/categories' && method === 'POST') {
      const { name } = bodyOf(init) as { name: string };
      if (name === 'Roses') {
        return json(409, {
          message: 'A category with this name exists',
          code: 'CONFLICT',
          details: { name: 'A category with this name exists' },
        });
      }
      const created = { id: NEW_ID, name, position: items.length, product_count: 0 };
      items = [...items, created];
      return json(201, created);
    }
    const id = url.match(/^\/api\/categories\/([^/]+)$/)?.[1];
    if (id && method === 'PUT') {
      const input = bodyOf(init) as { name: string; position: number };
      items = items.map((item) => (item.id === id ? { ...item, ...input } : item));
      return json(
        200,
        items.find((item) => item.id === id),
      );
    }
    if (id && method === 'DELETE') {
      items = items.filter((item) => item.id !== id);
      return json(200, { ok: true });
    }
    return undefined;
  };
}

const productsApi: Route = ({ url }) =>
  url.startsWith('/api/products?') ? json(200, { items: [], count: 0 }) : undefined;

async function openDialog() {
  await userEvent.click(await screen.findByRole('button', { name: 'Categories' }));
  const dialog = await screen.findByRole('dialog', { name: 'Categories' });
  await within(dialog).findByText('Roses');
  return dialog;
}

const calls = (all: { url: string; init: RequestInit }[], method: string) =>
  all.filter((call) => call.url.startsWith('/api/categories') && call.init.method === method);

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('categories', { timeout: 20_000 }, () => {
  it('adds a category, and shows the server’s reason when it refuses one', async () => {
    const fetch = stubFetch(categoriesApi(), productsApi);
    renderPage(ProductsPage, { path: '/intern/products' });
    const dialog = await openDialog();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await within(dialog).findByText('Enter a name')).toBeInTheDocument();

    await userEvent.type(within(dialog).getByLabelText('New category'), 'Roses');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await within(dialog).findByText('A category with this name exists')).toBeInTheDocument();

    await userEvent.clear(within(dialog).getByLabelText('New category'));
    await userEvent.type(within(dialog).getByLabelText('New category'), 'Seasonal');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await within(dialog).findByText('Seasonal')).toBeInTheDocument();
    expect(calls(fetch.calls, 'POST').map((call) => bodyOf(call.init))).toEqual([
      { name: 'Roses' },
      { name: 'Seasonal' },
    ]);
    expect(within(dialog).getByLabelText('New category')).toHaveValue('');
  });

  it('deletes a category after saying how many products lose it', async () => {
    const fetch = stubFetch(categoriesApi(), productsApi);
    renderPage(ProductsPage, { path: '/intern/products' });
    const dialog = await openDialog();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete Roses' }));
    const confirm = within(dialog).getByRole('group', { name: 'Delete Roses?' });
    expect(confirm).toHaveTextContent('3 products will lose their category');
    expect(calls(fetch.calls, 'DELETE')).toHaveLength(0);
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete category' }));

    await waitFor(() => expect(within(dialog).queryByText('Roses')).toBeNull());
    expect(calls(fetch.calls, 'DELETE').map((call) => call.url)).toEqual([`/api/categories/${ROSES}`]);
    expect(await screen.findByText('Roses deleted')).toBeInTheDocument();
  });

  it('renames and reorders, keeping the focus on the moved row', async () => {
    const fetch = stubFetch(categoriesApi(), productsApi);
    renderPage(ProductsPage, { path: '/intern/products' });
    const dialog = await openDialog();

    const up = within(dialog).getByRole('button', { name: 'Move Tulips up' });
    await userEvent.click(up);
    await waitFor(() =>
      expect(
        within(dialog)
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      ).toEqual([expect.stringContaining('Tulips'), expect.stringContaining('Roses')]),
    );
    expect(within(dialog).getByRole('button', { name: 'Move Tulips down' })).toHaveFocus();
    expect(calls(fetch.calls, 'PUT').map((call) => [call.url, bodyOf(call.init)])).toEqual([
      [`/api/categories/${TULIPS}`, { name: 'Tulips', position: 0 }],
      [`/api/categories/${ROSES}`, { name: 'Roses', position: 1 }],
    ]);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Rename Roses' }));
    const field = within(dialog).getByLabelText('Name of Roses');
    await userEvent.clear(field);
    await userEvent.type(field, 'Garden roses{Enter}');
    expect(await within(dialog).findByText('Garden roses')).toBeInTheDocument();
    expect(bodyOf(calls(fetch.calls, 'PUT').at(-1)?.init ?? {})).toEqual({
      name: 'Garden roses',
      position: 1,
    });
  });
});
