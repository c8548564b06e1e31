// @vitest-environment jsdom
// (happy-dom computes no display for a span, so a button's name gains a space before its hidden
// part: "Make primary : first.jpg"; browsers and jsdom read "Make primary: first.jpg".)
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeXhr, multipartFields } from '../../../test/fake-xhr';
import { json, type Route, stubFetch } from '../../../test/fetch';
import { lookupsApi, MARKET, photoFile, productFixture, ROSES, renderPage } from '../test/fixtures';
import { CreateProductPage } from './create-product-page';

const PATH = '/intern/products/create';

beforeEach(() => {
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  FakeXhr.reset();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const submit = () => userEvent.click(screen.getByRole('button', { name: 'Create product' }));

describe('create product', { timeout: 20_000 }, () => {
  it('sends the fields and photos as multipart, the chosen primary photo first, with progress', async () => {
    stubFetch(lookupsApi);
    const { router } = renderPage(CreateProductPage, { path: PATH });

    await userEvent.type(await screen.findByLabelText('Name'), 'Blush peonies');
    await userEvent.type(screen.getByLabelText('Description'), 'Soft and pink');
    await userEvent.type(screen.getByLabelText('Price'), '45,5');
    await userEvent.selectOptions(
      screen.getByLabelText('Category'),
      await screen.findByRole('option', { name: 'Roses' }),
    );
    await userEvent.click(screen.getByRole('switch', { name: /Featured/ }));
    await userEvent.type(screen.getByLabelText('Quantity'), '5');
    await userEvent.click(await screen.findByRole('checkbox', { name: /Market stall/ }));
    expect(screen.getByText('None ticked = every location.')).toBeInTheDocument();

    await userEvent.upload(screen.getByLabelText('Choose files'), [
      photoFile('first.jpg'),
      photoFile('second.jpg'),
      photoFile('third.jpg'),
    ]);
    const chosen = screen.getByRole('list', { name: 'Chosen photos' });
    expect(within(chosen).getAllByRole('img')).toHaveLength(3);
    // The first is primary until another is chosen.
    expect(within(chosen).getAllByRole('listitem')[0]).toHaveTextContent('Primary');
    await userEvent.click(within(chosen).getByRole('button', { name: 'Make primary: second.jpg' }));
    expect(within(chosen).getAllByRole('listitem')[1]).toHaveTextContent('Primary');
    await userEvent.click(within(chosen).getByRole('button', { name: 'Remove third.jpg' }));

    await submit();
    const progress = await screen.findByRole('progressbar', { name: 'Upload progress' });
    await waitFor(() => expect(progress).toHaveAttribute('aria-valuenow', '40'));
    const [request] = FakeXhr.sent;
    expect(request?.method).toBe('POST');
    expect(request?.url).toBe('/api/products');
    expect(multipartFields(request?.body ?? null)).toEqual({
      name: ['Blush peonies'],
      description: ['Soft and pink'],
      price: ['45.50'],
      category_id: [ROSES],
      is_active: ['true'],
      is_featured: ['true'],
      kind: ['flowers'],
      current_quantity: ['5'],
      location_ids: [MARKET],
      same_day: ['false'],
      photos: ['file:second.jpg', 'file:first.jpg'],
    });

    request?.finish({ status: 201, body: JSON.stringify(productFixture()) });
    await waitFor(() => expect(router.state.location.pathname).toBe('/intern/products'));
    expect(await screen.findByText('Blush peonies added')).toBeInTheDocument();
  });

  it('sends a made-to-order product without photos as empty fields', async () => {
    stubFetch(lookupsApi);
    renderPage(CreateProductPage, { path: PATH });
    await userEvent.type(await screen.findByLabelText('Name'), 'Seasonal bunch');
    await userEvent.type(screen.getByLabelText('Price'), '20');
    await submit();
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    expect(multipartFields(FakeXhr.sent[0]?.body ?? null)).toEqual({
      name: ['Seasonal bunch'],
      description: [''],
      price: ['20.00'],
      category_id: [''],
      is_active: ['true'],
      is_featured: ['false'],
      kind: ['flowers'],
      current_quantity: [''],
      same_day: ['false'],
    });
  });

  it('gives the product one of the shop’s tax rates; a gift card has none to choose', async () => {
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
              {
                id: 'e1000000-0000-4000-8000-000000000002',
                name: 'Reduced',
                rate: 7,
                is_default: false,
                used_by: unused,
              },
            ],
            count: 2,
          })
        : undefined;
    stubFetch(lookupsApi, classes);
    renderPage(CreateProductPage, { path: PATH });
    await userEvent.type(await screen.findByLabelText('Name'), 'Tulips');
    await userEvent.type(screen.getByLabelText('Price'), '20');
    const rate = await screen.findByLabelText('Tax rate');
    expect(within(rate).getByRole('option', { name: 'Default rate (Standard · 19 %)' })).toBeInTheDocument();
    await userEvent.selectOptions(rate, 'Reduced · 7 %');
    await userEvent.selectOptions(screen.getByLabelText('Sold as'), 'Gift card');
    expect(screen.queryByLabelText('Tax rate')).not.toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('Sold as'), 'Flowers');
    await submit();
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    expect(multipartFields(FakeXhr.sent[0]?.body ?? null)).toMatchObject({
      tax_class_id: ['e1000000-0000-4000-8000-000000000002'],
    });
  });

  it('checks the fields with the contract’s rules before sending anything', async () => {
    stubFetch(lookupsApi);
    renderPage(CreateProductPage, { path: PATH });
    await userEvent.type(await screen.findByLabelText('Quantity'), '2.5');
    await submit();
    expect(await screen.findByText('Enter a name')).toBeInTheDocument();
    expect(screen.getByText('Enter an amount')).toBeInTheDocument();
    expect(screen.getByText('Enter a whole number')).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveAttribute('aria-invalid', 'true');
    expect(FakeXhr.sent).toHaveLength(0);
  });

  it('shows the server’s field errors on the fields and photo refusals beside the photos', async () => {
    stubFetch(lookupsApi);
    renderPage(CreateProductPage, { path: PATH });
    await userEvent.type(await screen.findByLabelText('Name'), 'Blush peonies');
    await userEvent.type(screen.getByLabelText('Price'), '45');
    await submit();
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    FakeXhr.sent[0]?.finish({
      status: 400,
      body: JSON.stringify({
        message: 'Invalid data',
        code: 'VALIDATION_ERROR',
        details: { name: 'A product with this name exists' },
      }),
    });
    expect(await screen.findByText('A product with this name exists')).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveAttribute('aria-invalid', 'true');

    await userEvent.upload(screen.getByLabelText('Choose files'), [photoFile('fake.jpg')]);
    await submit();
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(2));
    FakeXhr.sent[1]?.finish({
      status: 415,
      body: JSON.stringify({
        message: 'This file is not a photo we can read.',
        code: 'UNSUPPORTED_MEDIA_TYPE',
        details: {},
      }),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('This file is not a photo we can read.');
  });

  it('refuses files that are not images before uploading', async () => {
    stubFetch(lookupsApi);
    renderPage(CreateProductPage, { path: PATH });
    const text = new File(['hello'], 'notes.txt', { type: 'text/plain' });
    await userEvent.upload(await screen.findByLabelText('Choose files'), [text], { applyAccept: false });
    expect(screen.getByRole('alert')).toHaveTextContent('Choose an image');
    expect(screen.queryByRole('list', { name: 'Chosen photos' })).toBeNull();
  });

  it('tells florists the page is for owners and managers', async () => {
    const { calls } = stubFetch(lookupsApi);
    renderPage(CreateProductPage, { path: PATH, role: 'florist' });
    expect(await screen.findByRole('heading', { name: 'New product' })).toBeInTheDocument();
    expect(screen.getByText(/This page is for owners and managers/)).toBeInTheDocument();
    expect(screen.queryByLabelText('Name')).toBeNull();
    expect(calls).toHaveLength(0);
  });
});
