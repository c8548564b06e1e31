import type { DeliveryZipcode, Location } from '@contract/delivery';
import { defaultOrderFormSettings } from '@contract/order-form';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, type Route, stubFetch } from '../../../test/fetch';
import { bodyOf, renderPage } from '../../../test/render-back-office-page';
import { SettingsPage } from './settings-page';

const PATH = '/intern/settings';

/** A small in-memory server for locations and zip codes, like the real one (normalised zip codes). */
function fakeServer({ openOrdersAt = new Set<string>() } = {}) {
  const locations: Location[] = [];
  const zipcodes: DeliveryZipcode[] = [];
  let next = 1;
  const route: Route = ({ url, init }) => {
    const method = init.method ?? 'GET';
    if (url === '/api/business-settings/order-form') return json(200, defaultOrderFormSettings);
    if (url === '/api/business-settings/tax') {
      return json(200, {
        mode: 'vat',
        prices_include_tax: true,
        rate: 7,
        delivery_taxed: true,
        delivery_rate: 19,
      });
    }
    if (url === '/api/business/order-time') {
      return json(200, {
        delivery: {
          windows: [{ weekday: 1, start: '09:00', end: '12:00', capacity: null }],
          disabled_days: [],
        },
        pickup: { windows: [], disabled_days: [] },
      });
    }
    if (url === '/api/business/locations/') {
      if (method === 'GET') {
        const items = locations.map((location) => ({
          ...location,
          zipcode_count: zipcodes.filter((zip) => zip.location_id === location.id).length,
        }));
        return json(200, { items, count: items.length });
      }
      const body = bodyOf(init) as Omit<Location, 'id' | 'zipcode_count'>;
      const location = { ...body, id: `loc-${next++}`, zipcode_count: 0 };
      locations.push(location);
      return json(201, location);
    }
    const locationMatch = /^\/api\/business\/locations\/([^/]+)$/.exec(url);
    if (locationMatch && method === 'DELETE') {
      const id = locationMatch[1];
      if (id && openOrdersAt.has(id)) {
        return json(409, {
          message: 'Open orders are picked up at this location. Finish or move them first.',
          code: 'CONFLICT',
          details: {},
        });
      }
      locations.splice(
        locations.findIndex((location) => location.id === id),
        1,
      );
      return new Response(null, { status: 204 });
    }
    const zipMatch = /^\/api\/business\/zipcodes\/([^/]+)\/([^/]*)$/.exec(url);
    if (zipMatch) {
      const [, locationId, zipId] = zipMatch;
      if (method === 'GET') {
        const items = zipcodes.filter((zip) => zip.location_id === locationId);
        return json(200, { items, count: items.length });
      }
      if (method === 'POST') {
        const body = bodyOf(init) as { zipcode: string; delivery_price: number };
        if (zipcodes.some((zip) => zip.zipcode === body.zipcode)) {
          return json(409, {
            message: 'Another location delivers there',
            code: 'CONFLICT',
            details: { zipcode: 'Another location already delivers to 10115' },
          });
        }
        const zipcode = { id: `zip-${next++}`, location_id: locationId ?? '', ...body };
        zipcodes.push(zipcode);
        return json(201, zipcode);
      }
      if (method === 'PUT') {
        const zip = zipcodes.find((item) => item.id === zipId);
        if (zip) Object.assign(zip, bodyOf(init));
        return json(200, zip);
      }
      if (method === 'DELETE') {
        zipcodes.splice(
          zipcodes.findIndex((item) => item.id === zipId),
          1,
        );
        return new Response(null, { status: 204 });
      }
    }
  };
  return { route, locations, zipcodes };
}

async function addLocation(name = 'Main shop') {
  const dialog = await screen.findByRole('dialog', { name: 'Add a location' });
  const name$ = within(dialog).getByLabelText('Name');
  await userEvent.clear(name$);
  await userEvent.type(name$, name);
  await userEvent.type(within(dialog).getByLabelText('Street address'), 'Blumenstraße 12');
  await userEvent.type(within(dialog).getByLabelText('City'), 'Berlin');
  await userEvent.type(within(dialog).getByLabelText('Zip code'), '10115');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Add location' }));
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('settings overview', { timeout: 20_000 }, () => {
  it('links to the order form and time slots with a summary of each', async () => {
    stubFetch(fakeServer().route);
    renderPage(SettingsPage, { path: PATH });
    const orderForm = await screen.findByRole('link', { name: /Order form/ });
    expect(orderForm).toHaveAttribute('href', '/intern/settings/order-form');
    await waitFor(() =>
      expect(orderForm).toHaveTextContent('Delivery and pickup · 2 h lead time · same day until 14:00'),
    );
    const timeSlots = screen.getByRole('link', { name: /Time slots/ });
    expect(timeSlots).toHaveAttribute('href', '/intern/settings/time-slots');
    await waitFor(() =>
      expect(timeSlots).toHaveTextContent('Delivery: 1 window on 1 day · Pickup: none yet'),
    );
    const tax = screen.getByRole('link', { name: /Tax/ });
    expect(tax).toHaveAttribute('href', '/intern/settings/tax');
    await waitFor(() => expect(tax).toHaveTextContent('VAT 7 %, included in prices · delivery 19 %'));
    expect(screen.getByRole('link', { name: /Legal details/ })).toHaveAttribute(
      'href',
      '/intern/settings/legal',
    );
  });

  it('starts with a first location, then its zip codes with prices in the shop currency', async () => {
    const server = fakeServer();
    const { calls } = stubFetch(server.route);
    renderPage(SettingsPage, { path: PATH });

    expect(await screen.findByRole('heading', { name: 'Add your first location' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Add location' }));
    // The first location suggests the shop's name.
    expect(screen.getByLabelText('Name')).toHaveValue('Rose & Fern');

    // Required fields are checked before anything is sent.
    await userEvent.clear(screen.getByLabelText('Name'));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Add location' }));
    expect(screen.getByText('Enter a name')).toBeInTheDocument();
    expect(screen.getByText('Enter the address')).toBeInTheDocument();
    expect(calls.some((call) => call.init.method === 'POST')).toBe(false);

    await addLocation('Main shop');
    const card = await screen.findByRole('article', { name: 'Main shop' });
    expect(screen.queryByRole('dialog')).toBeNull();
    const created = calls.find(
      (call) => call.url === '/api/business/locations/' && call.init.method === 'POST',
    );
    expect(bodyOf(created?.init ?? {})).toEqual({
      name: 'Main shop',
      address: 'Blumenstraße 12',
      city: 'Berlin',
      zipcode: '10115',
      phone: '+49 30 1234567',
    });
    expect(within(card).getByText(/No delivery zip codes yet/)).toBeInTheDocument();

    // A zip code with a price typed the German way; sent normalised, shown in euros.
    const form = within(card).getByRole('form', { name: 'Add a delivery zip code to Main shop' });
    await userEvent.type(within(form).getByLabelText('Zip code'), ' 10 115 ');
    await userEvent.type(within(form).getByLabelText('Delivery price'), '4,9');
    await userEvent.click(within(form).getByRole('button', { name: 'Add' }));
    const list = await within(card).findByRole('list', { name: 'Delivery zip codes of Main shop' });
    expect(within(list).getByText('10115')).toBeInTheDocument();
    expect(within(list).getByText('€4.90')).toBeInTheDocument();
    const zipPost = calls.find(
      (call) => call.url === '/api/business/zipcodes/loc-1/' && call.init.method === 'POST',
    );
    expect(bodyOf(zipPost?.init ?? {})).toEqual({ zipcode: '10115', delivery_price: 4.9 });
    // Ready for the next one: the zip code is empty and focused, the price stays.
    expect(within(form).getByLabelText('Zip code')).toHaveValue('');
    await waitFor(() => expect(within(form).getByLabelText('Zip code')).toHaveFocus());

    // The same zip code again: the server's conflict shows at the field.
    await userEvent.type(within(form).getByLabelText('Zip code'), '10115');
    await userEvent.click(within(form).getByRole('button', { name: 'Add' }));
    expect(await within(form).findByText('Another location already delivers to 10115')).toBeInTheDocument();

    // Change the price.
    await userEvent.click(within(list).getByRole('button', { name: 'Change the price of 10115' }));
    const price = within(list).getByLabelText('Delivery price for 10115');
    expect(price).toHaveValue('4.90');
    await userEvent.clear(price);
    await userEvent.type(price, '6.50');
    await userEvent.click(within(list).getByRole('button', { name: 'Save price' }));
    expect(await within(list).findByText('€6.50')).toBeInTheDocument();
    const put = calls.find((call) => call.init.method === 'PUT');
    expect(put?.url).toBe('/api/business/zipcodes/loc-1/zip-2');
    expect(bodyOf(put?.init ?? {})).toEqual({ zipcode: '10115', delivery_price: 6.5 });

    // And remove it.
    await userEvent.click(within(list).getByRole('button', { name: 'Remove 10115' }));
    expect(await within(card).findByText(/No delivery zip codes yet/)).toBeInTheDocument();
    expect(
      calls.some(
        (call) => call.url === '/api/business/zipcodes/loc-1/zip-2' && call.init.method === 'DELETE',
      ),
    ).toBe(true);
  });

  it("asks before deleting a location and shows the server's conflict", async () => {
    const server = fakeServer({ openOrdersAt: new Set(['loc-1']) });
    stubFetch(server.route);
    renderPage(SettingsPage, { path: PATH });

    await userEvent.click(await screen.findByRole('button', { name: 'Add location' }));
    await addLocation('Main shop');
    await screen.findByRole('article', { name: 'Main shop' });
    await userEvent.click(screen.getByRole('button', { name: 'Add another location' }));
    await addLocation('Market stall');
    await screen.findByRole('article', { name: 'Market stall' });

    // Open orders use the main shop: the dialog stays and says why.
    await userEvent.click(screen.getByRole('button', { name: 'Delete Main shop' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Delete Main shop?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete location' }));
    expect(await within(confirm).findByRole('alert')).toHaveTextContent(
      'Open orders are picked up at this location. Finish or move them first.',
    );
    await userEvent.click(within(confirm).getByRole('button', { name: 'Got it' }));
    expect(screen.getByRole('article', { name: 'Main shop' })).toBeInTheDocument();

    // The market stall goes.
    await userEvent.click(screen.getByRole('button', { name: 'Delete Market stall' }));
    await userEvent.click(
      within(screen.getByRole('alertdialog', { name: 'Delete Market stall?' })).getByRole('button', {
        name: 'Delete location',
      }),
    );
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Market stall' })).toBeNull());
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(server.locations.map((location) => location.name)).toEqual(['Main shop']);
  });

  it('edits a location', async () => {
    const server = fakeServer();
    server.locations.push({
      id: 'loc-9',
      name: 'Main shop',
      address: 'Blumenstraße 12',
      city: 'Berlin',
      zipcode: '10115',
      phone: '',
      zipcode_count: 0,
    });
    const { calls } = stubFetch(({ url, init }) => {
      if (url === '/api/business/locations/loc-9' && init.method === 'PUT') {
        const body = bodyOf(init) as Omit<Location, 'id' | 'zipcode_count'>;
        Object.assign(server.locations[0] ?? {}, body);
        return json(200, { ...body, id: 'loc-9', zipcode_count: 0 });
      }
    }, server.route);
    renderPage(SettingsPage, { path: PATH });

    await userEvent.click(await screen.findByRole('button', { name: 'Edit Main shop' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit location' });
    expect(within(dialog).getByLabelText('City')).toHaveValue('Berlin');
    await userEvent.type(within(dialog).getByLabelText('Phone'), '030 555 01');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save location' }));
    expect(await screen.findByText('030 555 01')).toBeInTheDocument();
    const put = calls.find((call) => call.init.method === 'PUT');
    expect(bodyOf(put?.init ?? {})).toMatchObject({ name: 'Main shop', phone: '030 555 01' });
  });

  it('tells a florist the page is for owners and managers', async () => {
    const { calls } = stubFetch(fakeServer().route);
    renderPage(SettingsPage, { path: PATH, role: 'florist' });
    expect(await screen.findByRole('heading', { name: 'Settings' })).toBeInTheDocument();
    expect(screen.getByText(/This page is for owners and managers/)).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });
});
