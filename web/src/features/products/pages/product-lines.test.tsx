import type { ProductOption } from '@contract/product-lines';
import type { Product } from '@contract/products';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, type Route, stubFetch } from '../../../test/fetch';
import { bodyOf, lookupsApi, PRODUCT_ID, productFixture, renderPage } from '../test/fixtures';
import { EditProductPage } from './edit-product-page';

/* The product page's sizes and add-ons, and the shop's add-ons (docs/decisions/040). */

const PATH = `/intern/products/edit/${PRODUCT_ID}`;
const PATTERN = '/intern/products/edit/:id';
const BASE = `/api/products/${PRODUCT_ID}`;
const VASE = 'd1000000-0000-4000-8000-000000000001';
const CHOCOLATES = 'd1000000-0000-4000-8000-000000000002';

const options: ProductOption[] = [
  {
    id: VASE,
    name: 'Glass vase',
    price: 12.5,
    current_quantity: 4,
    is_active: true,
    position: 0,
    tax_class_id: null,
  },
  {
    id: CHOCOLATES,
    name: 'Chocolates',
    price: 6,
    current_quantity: null,
    is_active: false,
    position: 1,
    tax_class_id: null,
  },
];

/** The product and the shop's add-ons, answering a PATCH with the product as changed. */
function api(start: Product): Route {
  let product = start;
  return ({ url, init }) => {
    const method = init.method ?? 'GET';
    if (url === BASE && method === 'GET') return json(200, product);
    if (url === BASE && method === 'PATCH') {
      const patch = bodyOf(init) as { variants?: Record<string, unknown>[]; option_ids?: string[] };
      product = {
        ...product,
        ...(patch.option_ids && { option_ids: patch.option_ids }),
        ...(patch.variants && {
          variants: patch.variants.map((v, position) => ({
            id: (v.id as string) ?? `v-${position}`,
            name: v.name as string,
            price: v.price as number,
            current_quantity: v.current_quantity as number | null,
            photo_id: v.photo_id as string | null,
            position,
            tax_class_id: (v.tax_class_id as string | null) ?? null,
          })),
        }),
      };
      return json(200, product);
    }
    if (url === '/api/product-options' && method === 'GET') return json(200, { items: options, count: 2 });
    if (url === '/api/product-options' && method === 'POST') {
      return json(201, { id: 'new', position: 2, ...(bodyOf(init) as object) });
    }
    return undefined;
  };
}

const patches = (calls: { url: string; init: RequestInit }[]) =>
  calls.filter((call) => call.url === BASE && call.init.method === 'PATCH').map((call) => bodyOf(call.init));

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('sizes and add-ons on the product page', { timeout: 20_000 }, () => {
  it('adds sizes with their price, stock and photo, and saves them in order', async () => {
    const { calls } = stubFetch(lookupsApi, api(productFixture()));
    renderPage(EditProductPage, { path: PATH, pattern: PATTERN });
    const sizes = await screen.findByRole('region', { name: 'Sizes' });
    await userEvent.click(within(sizes).getByRole('button', { name: 'Add a size' }));
    await userEvent.click(within(sizes).getByRole('button', { name: 'Add a size' }));
    await userEvent.type(within(sizes).getByLabelText('Size 1 name'), 'Standard');
    await userEvent.type(within(sizes).getByLabelText('Size 2 name'), 'Deluxe');
    const prices = within(sizes).getAllByLabelText('Price');
    await userEvent.clear(prices[1] as HTMLElement);
    await userEvent.type(prices[1] as HTMLElement, '69,90');
    await userEvent.type(within(sizes).getAllByLabelText('In stock')[1] as HTMLElement, '3');
    await userEvent.selectOptions(within(sizes).getAllByLabelText('Photo')[1] as HTMLElement, 'p2');
    await userEvent.click(within(sizes).getByRole('button', { name: 'Save sizes' }));
    expect(await screen.findByText('Sizes saved')).toBeInTheDocument();
    expect(patches(calls)).toEqual([
      {
        variants: [
          { name: 'Standard', price: 49.9, current_quantity: null, photo_id: null, tax_class_id: null },
          { name: 'Deluxe', price: 69.9, current_quantity: 3, photo_id: 'p2', tax_class_id: null },
        ],
      },
    ]);
  });

  it('keeps a saved size by its id and says what is missing before sending', async () => {
    const product = productFixture({
      variants: [
        {
          id: 'v1',
          name: 'Standard',
          price: 40,
          current_quantity: null,
          photo_id: null,
          position: 0,
          tax_class_id: null,
        },
      ],
    });
    const { calls } = stubFetch(lookupsApi, api(product));
    renderPage(EditProductPage, { path: PATH, pattern: PATTERN });
    const sizes = await screen.findByRole('region', { name: 'Sizes' });
    expect(within(sizes).getByLabelText('Size 1 name')).toHaveValue('Standard');
    await userEvent.click(within(sizes).getByRole('button', { name: 'Add a size' }));
    await userEvent.click(within(sizes).getByRole('button', { name: 'Save sizes' }));
    expect(await screen.findByText('Size 2: enter a name')).toBeInTheDocument();
    expect(patches(calls)).toEqual([]);
    await userEvent.click(within(sizes).getByRole('button', { name: 'Remove size 2' }));
    await userEvent.click(within(sizes).getByRole('button', { name: 'Save sizes' }));
    await waitFor(() =>
      expect(patches(calls)).toEqual([
        {
          variants: [
            {
              id: 'v1',
              name: 'Standard',
              price: 40,
              current_quantity: null,
              photo_id: null,
              tax_class_id: null,
            },
          ],
        },
      ]),
    );
  });

  it('chooses which of the shop’s add-ons the product offers', async () => {
    const { calls } = stubFetch(lookupsApi, api(productFixture({ option_ids: [CHOCOLATES] })));
    renderPage(EditProductPage, { path: PATH, pattern: PATTERN });
    const addOns = await screen.findByRole('region', { name: 'Add-ons' });
    const vase = await within(addOns).findByRole('checkbox', { name: /Glass vase/ });
    expect(within(addOns).getByRole('checkbox', { name: /Chocolates/ })).toBeChecked();
    expect(within(addOns).getByText(/paused/)).toBeInTheDocument();
    await userEvent.click(vase);
    await userEvent.click(within(addOns).getByRole('button', { name: 'Save add-ons' }));
    await waitFor(() => expect(patches(calls)).toEqual([{ option_ids: [CHOCOLATES, VASE] }]));
  });

  it('adds an add-on to the shop from the dialog', async () => {
    const { calls } = stubFetch(lookupsApi, api(productFixture()));
    renderPage(EditProductPage, { path: PATH, pattern: PATTERN });
    await userEvent.click(await screen.findByRole('button', { name: 'Manage add-ons' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add-ons' });
    expect(await within(dialog).findByRole('form', { name: 'Glass vase' })).toBeInTheDocument();
    const form = within(dialog).getByRole('form', { name: 'New add-on' });
    await userEvent.type(within(form).getByLabelText('New add-on'), 'Balloon');
    await userEvent.type(within(form).getByLabelText('Price'), '4,50');
    await userEvent.click(within(form).getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('Balloon added')).toBeInTheDocument();
    const post = calls.find((call) => call.url === '/api/product-options' && call.init.method === 'POST');
    expect(bodyOf(post?.init ?? {})).toEqual({
      name: 'Balloon',
      price: 4.5,
      current_quantity: null,
      is_active: true,
    });
  });

  it('gives a size and an add-on a tax rate of their own', async () => {
    const REDUCED = 'e1000000-0000-4000-8000-000000000002';
    const unused = { products: 0, sizes: 0, add_ons: 0 };
    const classes: Route = ({ url }) =>
      url === '/api/business-settings/tax/classes'
        ? json(200, {
            items: [
              {
                id: 'e1000000-0000-4000-8000-000000000001',
                name: 'Standard',
                rate: 19,
                is_default: true,
                used_by: unused,
              },
              { id: REDUCED, name: 'Reduced', rate: 7, is_default: false, used_by: unused },
            ],
            count: 2,
          })
        : undefined;
    const { calls } = stubFetch(lookupsApi, classes, api(productFixture()));
    renderPage(EditProductPage, { path: PATH, pattern: PATTERN });
    const sizes = await screen.findByRole('region', { name: 'Sizes' });
    await userEvent.click(within(sizes).getByRole('button', { name: 'Add a size' }));
    await userEvent.type(within(sizes).getByLabelText('Size 1 name'), 'Standard');
    const rate = await within(sizes).findByLabelText('Size 1 tax rate');
    expect(within(rate).getByRole('option', { name: 'The product’s rate' })).toBeInTheDocument();
    await userEvent.selectOptions(rate, 'Reduced · 7 %');
    await userEvent.click(within(sizes).getByRole('button', { name: 'Save sizes' }));
    await waitFor(() => expect(patches(calls)).toHaveLength(1));
    expect(patches(calls)[0]).toMatchObject({ variants: [{ name: 'Standard', tax_class_id: REDUCED }] });

    await userEvent.click(screen.getByRole('button', { name: 'Manage add-ons' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add-ons' });
    const form = within(dialog).getByRole('form', { name: 'New add-on' });
    await userEvent.type(within(form).getByLabelText('New add-on'), 'Vase');
    await userEvent.type(within(form).getByLabelText('Price'), '11,90');
    await userEvent.selectOptions(within(form).getByLabelText('Tax rate'), 'Reduced · 7 %');
    await userEvent.click(within(form).getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('Vase added')).toBeInTheDocument();
    const post = calls.find((call) => call.url === '/api/product-options' && call.init.method === 'POST');
    expect(bodyOf(post?.init ?? {})).toMatchObject({ name: 'Vase', price: 11.9, tax_class_id: REDUCED });
  });

  it('a florist sees the add-ons but cannot reach the product page', async () => {
    stubFetch(lookupsApi, api(productFixture()));
    renderPage(EditProductPage, { path: PATH, pattern: PATTERN, role: 'florist' });
    expect(await screen.findByText(/for owners and managers/i)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Sizes' })).not.toBeInTheDocument();
  });
});
