import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, type Route, stubFetch } from '../../../test/fetch';
import { internOrder, ORDER_UUID } from '../../../test/intern-order';
import { bodyOf, renderPage } from '../../../test/render-back-office-page';
import { editorChoices } from '../test/counter-stubs';
import { CounterPage } from './counter-page';

const PATH = '/intern/counter';

function counterApi(answers: (() => Response)[]): Route {
  let call = 0;
  return ({ url, init }) => {
    if (url !== '/api/orders/counter' || init.method !== 'POST') return undefined;
    const answer = answers[Math.min(call++, answers.length - 1)];
    return answer ? answer() : json(201, internOrder());
  };
}

const sent = (calls: { url: string; init: RequestInit }[]) =>
  calls.filter((c) => c.url === '/api/orders/counter').map((c) => bodyOf(c.init) as Record<string, unknown>);

/** A rose bouquet on the counter, and the redeem field. */
async function saleOfRoses() {
  const user = userEvent.setup();
  await user.keyboard('ros');
  await screen.findByRole('option', { name: /Rose bouquet/ });
  await user.keyboard('{Enter}');
  return { user, field: screen.getByRole('textbox', { name: 'Gift card to redeem' }) };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('gift cards redeemed at the counter', { timeout: 20_000 }, () => {
  it('lists the codes typed, normalised, drops a removed one, and sends them with the sale', async () => {
    const { calls } = stubFetch(editorChoices, counterApi([() => json(201, internOrder())]));
    const { router } = renderPage(CounterPage, { path: PATH });
    const { user, field } = await saleOfRoses();
    expect(screen.getByText(/Its value is taken when the sale completes/)).toBeInTheDocument();
    // Enter adds the code; it does not complete the sale.
    await user.type(field, ' abcd efgh-jkmn pqrs {Enter}');
    await user.type(field, 'WXYZ-WXYZ-WXYZ-WXYZ');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    // Typed again in another way, it is the same card.
    await user.type(field, 'abcdefghjkmnpqrs{Enter}');
    expect(screen.getByText('This gift card is already in the list')).toBeInTheDocument();
    await user.clear(field);
    const list = screen.getByRole('list', { name: 'Gift cards to redeem' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['ABCD-EFGH-JKMN-PQRS', 'WXYZ-WXYZ-WXYZ-WXYZ']);
    expect(sent(calls)).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Remove gift card WXYZ-WXYZ-WXYZ-WXYZ' }));
    // The rest is paid in cash, as a walk-in pays unless told otherwise.
    expect(
      screen.getByRole('radiogroup', { name: 'What the gift cards leave, paid with' }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Complete sale' }));
    await vi.waitFor(() =>
      expect(router.state.location.pathname).toBe(`/intern/orders/${ORDER_UUID}/receipt`),
    );
    expect(sent(calls)[0]).toMatchObject({ redeem_gift_cards: ['ABCDEFGHJKMNPQRS'], paid_with: 'cash' });
  });

  it('shows the server’s word on a code beside that code, and clears it when the list changes', async () => {
    stubFetch(
      editorChoices,
      counterApi([
        () =>
          json(400, {
            message: 'This gift card has no balance left.',
            code: 'VALIDATION_ERROR',
            details: { 'redeem_gift_cards.1': 'This gift card has no balance left' },
          }),
      ]),
    );
    renderPage(CounterPage, { path: PATH });
    const { user, field } = await saleOfRoses();
    await user.type(field, 'AAAA-AAAA-AAAA-AAAA{Enter}');
    await user.type(field, 'BBBB-BBBB-BBBB-BBBB{Enter}');
    await user.click(screen.getByRole('button', { name: 'Complete sale' }));
    const items = within(screen.getByRole('list', { name: 'Gift cards to redeem' })).getAllByRole('listitem');
    await vi.waitFor(() => expect(items[1]).toHaveTextContent('This gift card has no balance left'));
    expect(items[0]).not.toHaveTextContent('no balance');
    await user.click(screen.getByRole('button', { name: 'Remove gift card BBBB-BBBB-BBBB-BBBB' }));
    expect(screen.queryByText('This gift card has no balance left')).not.toBeInTheDocument();
  });

  it('says beside the field when codes were tried too often', async () => {
    stubFetch(
      editorChoices,
      counterApi([
        () =>
          json(429, {
            message: 'Too many attempts. Please wait 600 seconds and try again.',
            code: 'RATE_LIMITED',
            details: { retry_after: 600 },
          }),
      ]),
    );
    renderPage(CounterPage, { path: PATH });
    const { user, field } = await saleOfRoses();
    await user.type(field, 'AAAA-AAAA-AAAA-AAAA{Enter}');
    await user.click(screen.getByRole('button', { name: 'Complete sale' }));
    expect(await screen.findByText(/Too many attempts/)).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
  });
});
