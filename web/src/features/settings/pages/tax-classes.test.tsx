import type { TaxClass, TaxSettings } from '@contract/tax';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, type Route, stubFetch } from '../../../test/fetch';
import { bodyOf, renderPage } from '../../../test/render-back-office-page';
import { TaxPage } from './tax-page';

/* The tax settings page's list of rates (docs/decisions/046): add, rename, change, remove. */

const PATH = '/intern/settings/tax';
const CLASSES = '/api/business-settings/tax/classes';
const vat: TaxSettings = {
  mode: 'vat',
  prices_include_tax: true,
  rate: 19,
  delivery_taxed: true,
  delivery_rate: null,
};
const unused = { products: 0, sizes: 0, add_ons: 0 };
const standard: TaxClass = {
  id: 'c-standard',
  name: 'Standard',
  rate: 19,
  is_default: true,
  used_by: unused,
};
const reduced: TaxClass = {
  id: 'c-reduced',
  name: 'Reduced',
  rate: 7,
  is_default: false,
  used_by: { products: 2, sizes: 0, add_ons: 1 },
};

/** The settings and a list of rates that the calls below change, like the server would. */
function api(start: TaxClass[], refuse?: (init: RequestInit, url: string) => Response | undefined): Route {
  let classes = [...start];
  return ({ url, init }) => {
    if (url === '/api/business-settings/tax') return json(200, vat);
    if (!url.startsWith(CLASSES)) return undefined;
    const refused = refuse?.(init, url);
    if (refused) return refused;
    const id = url.slice(CLASSES.length + 1);
    if (init.method === 'POST') {
      const made = {
        id: 'c-new',
        used_by: unused,
        is_default: false,
        ...(bodyOf(init) as object),
      } as TaxClass;
      classes = [...classes, made];
      return json(201, made);
    }
    if (init.method === 'PUT') {
      classes = classes.map((c) => (c.id === id ? { ...c, ...(bodyOf(init) as object) } : c));
      return json(
        200,
        classes.find((c) => c.id === id),
      );
    }
    if (init.method === 'DELETE') {
      classes = classes.filter((c) => c.id !== id);
      return new Response(null, { status: 204 });
    }
    return json(200, { items: classes, count: classes.length });
  };
}

const rates = () => within(screen.getByRole('list', { name: 'Tax rates' }));
const sent = (calls: { url: string; init: RequestInit }[], method: string) =>
  calls.filter((c) => c.url.startsWith(CLASSES) && c.init.method === method);

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('tax rates on the tax settings page', { timeout: 20_000 }, () => {
  it('list the rates, the default marked, with what uses each', async () => {
    stubFetch(api([standard, reduced]));
    renderPage(TaxPage, { path: PATH });
    expect(await screen.findByText('Reduced')).toBeInTheDocument();
    expect(rates().getByText('Default')).toBeInTheDocument();
    expect(rates().getByText('Used by 2 products, 1 add-on')).toBeInTheDocument();
    expect(rates().getByText('Not used yet')).toBeInTheDocument();
    // The default cannot be removed: only the other rate has a Remove button.
    expect(rates().getAllByRole('button', { name: 'Remove' })).toHaveLength(1);
  });

  it('add a rate, and refuse a rate that is not a number before sending', async () => {
    const { calls } = stubFetch(api([standard]));
    renderPage(TaxPage, { path: PATH });
    await userEvent.click(await screen.findByRole('button', { name: 'Add rate' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'New tax rate' }));
    await userEvent.type(dialog.getByLabelText('Name'), 'Reduced');
    await userEvent.type(dialog.getByLabelText('Rate in percent'), 'seven');
    await userEvent.click(dialog.getByRole('button', { name: 'Add rate' }));
    expect(await dialog.findByText('Enter a rate in percent')).toBeInTheDocument();
    expect(sent(calls, 'POST')).toHaveLength(0);
    await userEvent.clear(dialog.getByLabelText('Rate in percent'));
    await userEvent.type(dialog.getByLabelText('Rate in percent'), '7,5');
    await userEvent.click(dialog.getByRole('button', { name: 'Add rate' }));
    await waitFor(() => expect(sent(calls, 'POST')).toHaveLength(1));
    expect(bodyOf(sent(calls, 'POST')[0]?.init ?? {})).toEqual({ name: 'Reduced', rate: 7.5 });
    expect(await screen.findByText('Tax rate added')).toBeInTheDocument();
    expect(await rates().findByText('Reduced')).toBeInTheDocument();
  });

  it('rename a rate, change it, make it the default, and show the server’s word on a field', async () => {
    const { calls } = stubFetch(
      api([standard, reduced], (init) =>
        init.method === 'PUT' && (bodyOf(init) as { name?: string }).name === 'Standard'
          ? json(409, {
              message: 'The shop has a tax rate of this name already',
              code: 'CONFLICT',
              details: { name: 'The shop has a tax rate of this name already' },
            })
          : undefined,
      ),
    );
    renderPage(TaxPage, { path: PATH });
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Reduced' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit Reduced' }));
    const name = dialog.getByLabelText('Name');
    await userEvent.clear(name);
    await userEvent.type(name, 'Standard');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    expect(await dialog.findByText('The shop has a tax rate of this name already')).toBeInTheDocument();
    await userEvent.clear(name);
    await userEvent.type(name, 'Flowers');
    const rate = dialog.getByLabelText('Rate in percent');
    await userEvent.clear(rate);
    await userEvent.type(rate, '5');
    await userEvent.click(dialog.getByRole('switch', { name: /^Default rate/ }));
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent(calls, 'PUT')).toHaveLength(2));
    expect(sent(calls, 'PUT')[1]?.url).toBe(`${CLASSES}/c-reduced`);
    expect(bodyOf(sent(calls, 'PUT')[1]?.init ?? {})).toEqual({ name: 'Flowers', rate: 5, is_default: true });
    expect(await rates().findByText('Flowers')).toBeInTheDocument();
  });

  it('remove a rate after asking, and say why when the server refuses', async () => {
    let refuse = true;
    const { calls } = stubFetch(
      api([standard, reduced], (init) => {
        if (init.method !== 'DELETE' || !refuse) return undefined;
        refuse = false;
        return json(409, {
          message: '“Reduced” is used by 2 products; give them another rate before removing it.',
          code: 'CONFLICT',
          details: {},
        });
      }),
    );
    renderPage(TaxPage, { path: PATH });
    await screen.findByText('Reduced');
    await userEvent.click(rates().getByRole('button', { name: 'Remove' }));
    const confirm = within(await screen.findByRole('alertdialog', { name: 'Remove Reduced?' }));
    await userEvent.click(confirm.getByRole('button', { name: 'Remove' }));
    expect(await confirm.findByRole('alert')).toHaveTextContent('is used by 2 products');
    await userEvent.click(confirm.getByRole('button', { name: 'Got it' }));
    // Once nothing uses it any more, it goes.
    await userEvent.click(rates().getByRole('button', { name: 'Remove' }));
    const again = within(await screen.findByRole('alertdialog', { name: 'Remove Reduced?' }));
    await userEvent.click(again.getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(sent(calls, 'DELETE')).toHaveLength(2));
    await waitFor(() => expect(screen.queryByText('Reduced')).not.toBeInTheDocument());
  });
});
