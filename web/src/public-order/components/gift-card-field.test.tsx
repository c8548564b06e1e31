import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, stubFetch } from '../../test/fetch';
import { publicApi, publicOrder, renderPublicPage, UUID } from '../test/render-public-page';

const PATH = `/order/${UUID}`;
const withCard = publicOrder({
  payments: [
    { id: '0d9c7a1e-1111-4000-8000-000000000001', kind: 'gift_card', amount: 20, code_last4: 'WXYZ' },
  ],
  amount_due: 25,
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('paying with a gift card on the order page', { timeout: 20_000 }, () => {
  it('applies a code, shows what the card pays and what is left to pay', async () => {
    const { calls } = stubFetch(({ url, init }) => {
      if (url === `/api/orders/${UUID}/gift-card` && init.method === 'POST') return json(200, withCard);
      return undefined;
    }, publicApi());
    renderPublicPage(PATH);
    const field = await screen.findByLabelText('Gift card code');
    await userEvent.type(field, 'abcd-efgh-jkmn-wxyz');
    await userEvent.click(screen.getByRole('button', { name: 'Apply gift card' }));
    expect(await screen.findByRole('button', { name: 'Remove gift card ending WXYZ' })).toBeInTheDocument();
    const sent = calls.find((c) => c.url.endsWith('/gift-card'));
    expect(JSON.parse(String(sent?.init.body))).toEqual({ code: 'abcd-efgh-jkmn-wxyz' });
    expect(field).toHaveValue('');
    const toPay = screen.getByText('To pay');
    expect(toPay.nextSibling).toHaveTextContent('€25.00');
    expect(screen.getByText('Card ···WXYZ')).toBeInTheDocument();
    expect(screen.getByText('Gift card ···WXYZ')).toBeInTheDocument();
  });

  it('says why a code is refused, and keeps what was typed', async () => {
    stubFetch(({ url, init }) => {
      if (url.endsWith('/gift-card') && init.method === 'POST') {
        return json(404, {
          message: 'This gift card code is not valid. Check it and try again.',
          code: 'NOT_FOUND',
          details: { code: 'This gift card code is not valid' },
        });
      }
      return undefined;
    }, publicApi());
    renderPublicPage(PATH);
    const field = await screen.findByLabelText('Gift card code');
    await userEvent.type(field, 'NOPE-NOPE-NOPE-NOPE{Enter}');
    expect(
      await screen.findByText('This gift card code is not valid. Check it and try again.'),
    ).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveValue('NOPE-NOPE-NOPE-NOPE');
  });

  it('takes a card off the order', async () => {
    const { calls } = stubFetch(
      ({ url, init }) => {
        if (url.includes('/gift-card?id=') && init.method === 'DELETE') return json(200, publicOrder());
        return undefined;
      },
      publicApi({ order: withCard }),
    );
    renderPublicPage(PATH);
    const list = await screen.findByRole('list');
    await userEvent.click(within(list).getByRole('button', { name: 'Remove gift card ending WXYZ' }));
    expect(await screen.findByLabelText('Gift card code')).toBeInTheDocument();
    expect(screen.queryByText('To pay')).not.toBeInTheDocument();
    expect(calls.some((c) => c.init.method === 'DELETE')).toBe(true);
  });
});
