import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useCustomerLanguage } from '../../test/customer-i18n';
import { json, stubFetch } from '../../test/fetch';
import { publicApi, publicOrder, renderPublicPage, UUID } from '../test/render-public-page';

const PATH = `/order/${UUID}`;
const discounted = publicOrder({ discount_code: 'SPRING10', discount_total: 4.5, total: 40.5 });

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

/** The discount endpoints in front of the page's others. */
function discountApi(answer: (init: RequestInit) => Response) {
  return ({ url, init }: { url: string; init: RequestInit }) =>
    url === `/api/orders/${UUID}/discount` ? answer(init) : undefined;
}

describe('the discount code on the order page', { timeout: 20_000 }, () => {
  it('applies a code: the summary shows the discount and the new total', async () => {
    const { calls } = stubFetch(
      discountApi(() => json(200, discounted)),
      publicApi(),
    );
    renderPublicPage(PATH);
    await userEvent.type(await screen.findByLabelText('Discount code'), 'spring10{Enter}');
    expect(await screen.findByText('Discount (SPRING10)')).toBeInTheDocument();
    expect(screen.getByText('Discount (SPRING10)').nextSibling).toHaveTextContent('−€4.50');
    expect(screen.getByText('Total').nextSibling).toHaveTextContent('€40.50');
    expect(screen.getByText(/applied: −€4.50/)).toBeInTheDocument();
    const sent = calls.find((c) => c.url.endsWith('/discount'));
    expect(sent?.init.method).toBe('POST');
    expect(JSON.parse(String(sent?.init.body))).toEqual({ code: 'spring10' });
    // Applying a code never sends the order.
    expect(calls.some((c) => c.url === `/api/orders/${UUID}` && c.init.method === 'POST')).toBe(false);
  });

  it('says why a code does not apply, in the server’s words', async () => {
    const message = 'This code applies to orders of €50.00 or more.';
    stubFetch(
      discountApi(() =>
        json(400, { message, code: 'VALIDATION_ERROR', details: { discount_code: message } }),
      ),
      publicApi(),
    );
    renderPublicPage(PATH);
    const field = await screen.findByLabelText('Discount code');
    await userEvent.type(field, 'BIG');
    await userEvent.click(screen.getByRole('button', { name: 'Apply code' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText(/^Discount \(/)).not.toBeInTheDocument();
  });

  it('says a code is not valid, in the visitor’s language, whatever the server did not say', async () => {
    const message = 'This code is not valid. Check the spelling.';
    stubFetch(
      discountApi(() =>
        json(400, {
          message,
          code: 'VALIDATION_ERROR',
          details: { discount_code: message, reason: 'not_valid' },
        }),
      ),
      publicApi(),
    );
    useCustomerLanguage('de');
    renderPublicPage(PATH);
    const field = await screen.findByLabelText('Rabattcode');
    await userEvent.type(field, 'OLD{Enter}');
    expect(
      await screen.findByText('Dieser Code ist ungültig. Prüfen Sie die Schreibweise.'),
    ).toBeInTheDocument();
  });

  it('asks for a code before sending an empty one', async () => {
    const { calls } = stubFetch(publicApi());
    renderPublicPage(PATH);
    await screen.findByLabelText('Discount code');
    await userEvent.click(screen.getByRole('button', { name: 'Apply code' }));
    expect(screen.getByText('Enter a code')).toBeInTheDocument();
    expect(calls.some((c) => c.url.endsWith('/discount'))).toBe(false);
  });

  it('removes an applied code', async () => {
    const { calls } = stubFetch(
      discountApi(() => json(200, publicOrder())),
      publicApi({ order: discounted }),
    );
    renderPublicPage(PATH);
    const applied = (await screen.findByText('SPRING10')).closest('div') as HTMLElement;
    await userEvent.click(within(applied).getByRole('button', { name: 'Remove code' }));
    expect(await screen.findByLabelText('Discount code')).toBeInTheDocument();
    expect(calls.find((c) => c.url.endsWith('/discount'))?.init.method).toBe('DELETE');
    expect(screen.getByText('Total').nextSibling).toHaveTextContent('€45.00');
  });
});
