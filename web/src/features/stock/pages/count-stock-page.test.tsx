import type { FlowerUpdateInput } from '@contract/stock';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, type Route, stubFetch } from '../../../test/fetch';
import {
  bodyOf,
  currentStockApi,
  EUCALYPTUS,
  flowerFixture,
  flowersFixture,
  ROSE,
  renderPage,
  stockFixture,
  TULIP,
} from '../test/fixtures';
import { CountStockPage } from './count-stock-page';

const PATH = '/intern/stock/update';

/** POST /api/flowers/{id}/update: the tulips were sold meanwhile (now 6), the others save. */
const updateApi: Route = ({ url, init }) => {
  const match = /^\/api\/flowers\/([^/]+)\/update$/.exec(url);
  if (!match || init.method !== 'POST') return undefined;
  const input = bodyOf(init) as FlowerUpdateInput;
  if (match[1] === TULIP) {
    return json(409, {
      message: 'The quantity changed meanwhile',
      code: 'CONFLICT',
      details: { current_quantity: 6 },
    });
  }
  const flower = flowersFixture.find((item) => item.id === match[1]);
  return json(200, { ...flower, quantity: input.new_quantity });
};

const updates = (calls: { url: string; init: RequestInit }[]) =>
  calls
    .filter((call) => call.url.endsWith('/update') && call.init.method === 'POST')
    .map((call) => ({ url: call.url, body: bodyOf(call.init) }));

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('count stock', { timeout: 20_000 }, () => {
  it('sends only the changed counts and marks the one that changed meanwhile', async () => {
    const { calls } = stubFetch(updateApi, currentStockApi());
    renderPage(CountStockPage, { path: PATH });

    const rose = await screen.findByLabelText('Rose, red');
    expect(rose).toHaveAttribute('inputmode', 'numeric');
    expect(rose).toHaveAccessibleDescription('On hand 120');
    // Eucalyptus stays untouched; the same number as on hand is no change either.
    await userEvent.type(screen.getByLabelText('Eucalyptus'), '0');
    await userEvent.type(rose, '110');
    await userEvent.type(screen.getByLabelText('Tulip, yellow'), '7');
    expect(screen.getByText('\u221210')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Save counts (2 changes)' }));

    const tulipRow = screen.getByLabelText('Tulip, yellow').closest('li') as HTMLElement;
    expect(await within(tulipRow).findByRole('alert')).toHaveTextContent(
      'Changed meanwhile: now 6 — check and count again',
    );
    expect(tulipRow).toHaveTextContent('On hand 6');
    expect(screen.getByLabelText('Tulip, yellow')).toHaveValue('7');
    const roseRow = screen.getByLabelText('Rose, red').closest('li') as HTMLElement;
    expect(roseRow).toHaveTextContent('On hand 110');
    expect(roseRow).toHaveTextContent('Saved');
    expect(screen.getByLabelText('Rose, red')).toHaveValue('');
    expect(
      await screen.findByText('Saved 1 of 2 counts: 1 changed meanwhile. Check the marked rows.'),
    ).toBeInTheDocument();

    expect(updates(calls)).toEqual([
      {
        url: `/api/flowers/${ROSE}/update`,
        body: { unit_cost: 0.4375, old_quantity: 120, new_quantity: 110 },
      },
      {
        url: `/api/flowers/${TULIP}/update`,
        body: { unit_cost: 0.25, old_quantity: 8, new_quantity: 7 },
      },
    ]);
    expect(updates(calls).some((call) => call.url.includes(EUCALYPTUS))).toBe(false);
  });

  it('counts again against the fresh number after a conflict', async () => {
    let fresh = false;
    const { calls } = stubFetch(({ url, init }) => {
      if (url !== `/api/flowers/${TULIP}/update` || init.method !== 'POST') return undefined;
      if (!fresh) {
        fresh = true;
        return json(409, { message: 'Changed', code: 'CONFLICT', details: { current_quantity: 6 } });
      }
      return json(200, flowerFixture({ id: TULIP, name: 'Tulip, yellow', quantity: 5 }));
    }, currentStockApi());
    renderPage(CountStockPage, { path: PATH });

    await userEvent.type(await screen.findByLabelText('Tulip, yellow'), '5');
    await userEvent.click(screen.getByRole('button', { name: 'Save counts (1 change)' }));
    expect(await screen.findByText('Changed meanwhile: now 6 — check and count again')).toBeInTheDocument();
    expect(
      await screen.findByText('Nothing saved: 1 changed meanwhile. Check the marked rows.'),
    ).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Save counts (1 change)' }));
    expect(await screen.findByText('Saved 1 count')).toBeInTheDocument();
    expect(updates(calls).map((call) => call.body)).toEqual([
      { unit_cost: 0.25, old_quantity: 8, new_quantity: 5 },
      { unit_cost: 0.25, old_quantity: 6, new_quantity: 5 },
    ]);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('moves to the next flower on Enter and refuses counts that are not whole stems', async () => {
    const { calls } = stubFetch(updateApi, currentStockApi());
    renderPage(CountStockPage, { path: PATH });

    await userEvent.type(await screen.findByLabelText('Eucalyptus'), '4{Enter}');
    expect(screen.getByLabelText('Rose, red')).toHaveFocus();
    await userEvent.keyboard('12,5{Enter}');
    expect(screen.getByLabelText('Tulip, yellow')).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: /Save counts/ })).toHaveFocus();
    expect(updates(calls)).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: /Save counts/ }));
    expect(await screen.findByText('Use whole stems: 0 or more')).toBeInTheDocument();
    expect(screen.getByLabelText('Rose, red')).toHaveFocus();
    expect(updates(calls)).toHaveLength(0);

    await userEvent.clear(screen.getByLabelText('Rose, red'));
    await userEvent.click(screen.getByRole('button', { name: 'Save counts (1 change)' }));
    await waitFor(() => expect(updates(calls)).toHaveLength(1));
    expect(updates(calls)[0]?.body).toEqual({ unit_cost: 0.3, old_quantity: 0, new_quantity: 4 });
  });

  it('sends nothing while nothing was counted', async () => {
    stubFetch(updateApi, currentStockApi());
    renderPage(CountStockPage, { path: PATH });
    expect(await screen.findByRole('button', { name: 'Save counts' })).toBeDisabled();
  });

  it('tells a shop without flowers to add some first', async () => {
    stubFetch(currentStockApi(() => stockFixture([])));
    renderPage(CountStockPage, { path: PATH });
    expect(await screen.findByRole('heading', { name: 'Nothing to count yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to stock' })).toHaveAttribute('href', '/intern/stock');
  });
});
