import type { TextOptInAnswer } from '@contract/texts';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, stubFetch } from '../../test/fetch';
import { publicApi, publicOrder, renderPublicPage, UUID } from '../test/render-public-page';

const PATH = `/order/${UUID}/details`;
const placed = publicOrder({ order_status: 'pending' });
const offered: TextOptInAnswer = {
  offered: true,
  recipient_offered: true,
  customer_phone: true,
  recipient_phone: false,
  customer: false,
  recipient: false,
};

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

/** The texts endpoint in front of the page's others. */
function textsApi(answer: (init: RequestInit) => Response) {
  return ({ url, init }: { url: string; init: RequestInit }) =>
    url === `/api/orders/${UUID}/texts` ? answer(init) : undefined;
}

describe('texts on the order page', { timeout: 20_000 }, () => {
  it('lets the customer ask for texts, and says why the recipient cannot be texted', async () => {
    const { calls } = stubFetch(
      textsApi((init) =>
        init.method === 'PUT'
          ? json(200, { ...offered, ...JSON.parse(String(init.body)) })
          : json(200, offered),
      ),
      publicApi({ order: placed }),
    );
    renderPublicPage(PATH);
    const mine = await screen.findByRole('switch', { name: /Text me about my order/ });
    expect(mine).not.toBeChecked();
    const theirs = screen.getByRole('switch', { name: /Text the recipient/ });
    expect(theirs).toBeDisabled();
    expect(
      screen.getByText('Add the recipient’s phone number to the order to text them.'),
    ).toBeInTheDocument();
    await userEvent.click(mine);
    expect(await screen.findByRole('switch', { name: /Text me about my order/ })).toBeChecked();
    const sent = calls.find((c) => c.url.endsWith('/texts') && c.init.method === 'PUT');
    expect(JSON.parse(String(sent?.init.body))).toEqual({ customer: true, recipient: false });
  });

  it('shows nothing when the shop sends no texts', async () => {
    const { calls } = stubFetch(
      textsApi(() => json(200, { ...offered, offered: false })),
      publicApi({ order: placed }),
    );
    renderPublicPage(PATH);
    expect(await screen.findByText('Order #1001')).toBeInTheDocument();
    // The page asked, and had its answer rendered, before it is looked at.
    await vi.waitFor(() => expect(calls.some((c) => c.url.endsWith('/texts'))).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText('Texts about this order')).not.toBeInTheDocument();
  });
});
