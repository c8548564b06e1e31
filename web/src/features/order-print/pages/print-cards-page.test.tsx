import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, stubFetch } from '../../../test/fetch';
import { renderPage } from '../../../test/render-back-office-page';
import { printBatch, printOrder } from '../test/print-batch';
import { PrintCardsPage } from './print-cards-page';

const A = printOrder(1001);
const B = printOrder(1002, { card_message: null });
const C = printOrder(1003, { card_message: 'Get well soon' });
const D = printOrder(1004, { card_message: '   ' });

/** Answers the batch read with the orders asked for, in that order. */
const printApi = ({ url }: { url: string }) => {
  if (!url.startsWith('/api/orders/print')) return undefined;
  const uuids = (new URL(url, 'http://petal.test').searchParams.get('uuids') ?? '').split(',');
  const known = [A, B, C, D];
  return json(200, printBatch(uuids.map((uuid) => known.find((order) => order.uuid === uuid) ?? A)));
};

const pageRule = () =>
  [...document.querySelectorAll('style')]
    .map((style) => style.textContent ?? '')
    .filter((text) => text.includes('@page'))
    .join('\n');
const open = (orders: string[], layout?: string) =>
  renderPage(PrintCardsPage, {
    path: `/intern/print/cards?orders=${orders.join(',')}${layout ? `&layout=${layout}` : ''}`,
    pattern: '/intern/print/cards',
  });

let print: ReturnType<typeof vi.fn>;
beforeEach(() => {
  print = vi.fn();
  vi.stubGlobal('print', print);
});
afterEach(() => vi.unstubAllGlobals());

describe('enclosure cards in a batch', { timeout: 20_000 }, () => {
  it('reads the orders in one request and prints a card per message, in order, skipping and naming the others', async () => {
    const { calls } = stubFetch(printApi);
    open([C.uuid, B.uuid, A.uuid, D.uuid], 'a7');
    const cards = await screen.findAllByRole('article');
    expect(cards.map((card) => card.getAttribute('aria-label'))).toEqual(['Card #1003', 'Card #1001']);
    expect(cards[0]).toHaveTextContent('Get well soon');
    expect(cards[1]).toHaveTextContent('Happy birthday, Anna!');
    expect(cards[1]).toHaveTextContent('Rose & Fern');
    expect(calls.map((call) => call.url)).toEqual([
      `/api/orders/print?uuids=${[C.uuid, B.uuid, A.uuid, D.uuid].join('%2C')}`,
    ]);
    const note = screen.getByRole('status');
    expect(note).toHaveTextContent('Orders #1002, #1004 have no card message and are not printed.');
    // On screen only: the note never reaches the paper.
    expect(note).toHaveClass('print:hidden');
    expect(pageRule()).toContain('size: 105mm 74mm');
    expect(document.title).toBe('Cards (2)');
    await waitFor(() => expect(print).toHaveBeenCalledTimes(1));
  });

  it('offers the single card’s layouts: folded A5 prints each card’s outside and inside, in order', async () => {
    stubFetch(printApi);
    const { router } = open([A.uuid, C.uuid]);
    await screen.findAllByRole('article');
    expect(pageRule()).toContain('size: 148mm 105mm');
    expect(screen.getByRole('button', { name: 'A6' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.queryByRole('status')).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Folded A5' }));
    expect(new URLSearchParams(router.state.location.search).get('layout')).toBe('folded');
    expect(new URLSearchParams(router.state.location.search).get('orders')).toBe(`${A.uuid},${C.uuid}`);
    expect(screen.getAllByRole('article').map((card) => card.getAttribute('aria-label'))).toEqual([
      'Card #1001, outside',
      'Card #1001, inside',
      'Card #1003, outside',
      'Card #1003, inside',
    ]);
    expect(pageRule()).toContain('size: 210mm 148mm');
    await waitFor(() => expect(print).toHaveBeenCalledTimes(1));
  });

  it('prints nothing and says so when no order chosen has a message', async () => {
    stubFetch(printApi);
    open([B.uuid, D.uuid]);
    expect(await screen.findByText('No cards to print')).toBeInTheDocument();
    expect(screen.getByText('None of these orders has a card message.')).toBeInTheDocument();
    expect(screen.queryByRole('article')).toBeNull();
    expect(print).not.toHaveBeenCalled();
  });

  it('asks for orders first when none are named', async () => {
    const { calls } = stubFetch(printApi);
    open([]);
    expect(await screen.findByText('Choose the orders to print first.')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });
});
