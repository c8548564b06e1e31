import type { DiscountCodeCheck } from '@contract/discount-codes';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, type Route, stubFetch } from '../../../test/fetch';
import { renderPage } from '../../../test/render-back-office-page';
import { editorChoices } from '../test/counter-stubs';
import { CounterPage } from './counter-page';

const PATH = '/intern/counter';

const codes: Record<string, DiscountCodeCheck> = {
  SPRING10: { code: 'SPRING10', kind: 'percent', value: 10, min_order: 30, problem: null, message: null },
  OLD: {
    code: 'OLD',
    kind: 'fixed',
    value: 5,
    min_order: null,
    problem: 'expired',
    message: 'This code has expired.',
  },
};

/** GET /api/discount-codes/check as the server answers it: known codes, else 404. */
const checks: Route = ({ url }) => {
  const match = /^\/api\/discount-codes\/check\?code=(.*)$/.exec(url);
  if (!match) return undefined;
  const found = codes[decodeURIComponent(match[1] ?? '')];
  if (found) return json(200, found);
  const message = 'This code is not valid. Check the spelling.';
  return json(404, { message, code: 'NOT_FOUND', details: { code: message } });
};

const total = () => screen.getByRole('status', { name: 'Total' });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('a discount code on the counter screen', { timeout: 20_000 }, () => {
  it('shows its discount in the live total once checked, only when the goods reach its minimum', async () => {
    const { calls } = stubFetch(editorChoices, checks);
    renderPage(CounterPage, { path: PATH });
    const user = userEvent.setup();
    await user.keyboard('ros');
    await screen.findByRole('option', { name: /Rose bouquet/ });
    await user.keyboard('{Enter}');
    expect(total()).toHaveTextContent('€24.50');
    await user.type(screen.getByRole('textbox', { name: 'Discount code' }), 'spring10');
    expect(await screen.findByText(/10 % off \(orders of €30\.00 or more\)/)).toBeInTheDocument();
    // €24.50 is below the minimum: nothing is taken off yet.
    expect(total()).toHaveTextContent('€24.50');
    expect(screen.queryByText('Discount')).not.toBeInTheDocument();
    // With a vase, €36.50 reaches it: 10 % is €3.65 off.
    await user.click(screen.getByRole('combobox', { name: 'Find a product' }));
    await user.keyboard('vas');
    await screen.findByRole('option', { name: /Glass vase/ });
    await user.keyboard('{Enter}');
    expect(screen.getByText('−€3.65')).toBeInTheDocument();
    expect(total()).toHaveTextContent('€32.85');
    // Checked once, after typing paused, in the form the server compares.
    const asked = calls.filter((c) => c.url.startsWith('/api/discount-codes/check')).map((c) => c.url);
    expect(asked).toEqual(['/api/discount-codes/check?code=SPRING10']);
  });

  it('says why a code would not apply, and leaves the total as it is', async () => {
    stubFetch(editorChoices, checks);
    renderPage(CounterPage, { path: PATH });
    const user = userEvent.setup();
    await user.keyboard('vas');
    await screen.findByRole('option', { name: /Glass vase/ });
    await user.keyboard('{Enter}');
    const field = screen.getByRole('textbox', { name: 'Discount code' });
    await user.type(field, 'OLD');
    expect(await screen.findByText('This code has expired.')).toBeInTheDocument();
    await user.clear(field);
    await user.type(field, 'TYPO');
    expect(await screen.findByText('This code is not valid. Check the spelling.')).toBeInTheDocument();
    expect(total()).toHaveTextContent('€12.00');
  });
});
