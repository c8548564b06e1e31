import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, stubFetch } from '../../../test/fetch';
import { bodyOf, internOrder, ME, ORDER_UUID, renderPage } from '../test/render-page';
import { Assignee } from './assignee';

const FLORIST = '22222222-2222-4222-8222-222222222222';
const GONE = '44444444-4444-4444-8444-444444444444';

const team = () =>
  json(200, {
    items: [
      { id: ME, name: 'Maya Lind', role: 'owner' },
      { id: FLORIST, name: 'Flo Rist', role: 'florist' },
    ],
    count: 2,
  });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('assignee picker', () => {
  it('lists the team and gives the order to the one chosen, or to nobody', async () => {
    const { calls } = stubFetch(({ url }) => {
      if (url === '/api/users/team') return team();
      if (url === `/api/orders/${ORDER_UUID}/assign`) return json(200, { ok: true });
      return undefined;
    });
    renderPage(() => <Assignee order={internOrder()} />, { path: '/intern/orders/x', role: 'florist' });

    const picker = await screen.findByRole('combobox', { name: 'Give to someone on the team' });
    expect(
      within(picker)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Nobody', 'Maya Lind (you) · Owner', 'Flo Rist · Florist']);
    await userEvent.selectOptions(picker, 'Flo Rist · Florist');
    await waitFor(() => expect(calls.filter((c) => c.url.endsWith('/assign'))).toHaveLength(1));
    expect(bodyOf(calls.find((c) => c.url.endsWith('/assign'))?.init ?? {})).toEqual({
      assigned_to: FLORIST,
    });
    expect(await screen.findByText('Assigned to Flo Rist')).toBeInTheDocument();
  });

  it('shows who has the order, also someone no longer on the team, and can take it back', async () => {
    const { calls } = stubFetch(({ url }) => {
      if (url === '/api/users/team') return team();
      if (url.endsWith('/assign')) return json(200, { ok: true });
      return undefined;
    });
    renderPage(
      () => <Assignee order={internOrder({ assigned_to: { id: GONE, name: 'Former Florist' } })} />,
      {
        path: '/intern/orders/x',
      },
    );
    const picker = await screen.findByRole('combobox', { name: 'Give to someone on the team' });
    expect(picker).toHaveValue(GONE);
    expect(screen.getByText('Former Florist', { selector: 'span' })).toBeInTheDocument();
    await userEvent.selectOptions(picker, 'Nobody');
    await waitFor(() => expect(calls.filter((c) => c.url.endsWith('/assign'))).toHaveLength(1));
    expect(bodyOf(calls.find((c) => c.url.endsWith('/assign'))?.init ?? {})).toEqual({ assigned_to: null });
  });

  it('keeps only "Assign to me" when the team does not load', async () => {
    stubFetch(({ url }) =>
      url === '/api/users/team'
        ? json(500, { message: 'x', code: 'INTERNAL_ERROR', details: {} })
        : undefined,
    );
    renderPage(() => <Assignee order={internOrder()} />, { path: '/intern/orders/x' });
    expect(await screen.findByRole('button', { name: 'Assign to me' })).toBeInTheDocument();
    expect(screen.queryByRole('combobox')).toBeNull();
  });
});
