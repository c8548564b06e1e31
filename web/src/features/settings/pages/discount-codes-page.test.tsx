import type { DiscountCode } from '@contract/discount-codes';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, type Route, stubFetch } from '../../../test/fetch';
import { bodyOf, renderPage } from '../../../test/render-back-office-page';
import { DiscountCodesPage } from './discount-codes-page';

const PATH = '/intern/settings/discount-codes';

const code = (overrides: Partial<DiscountCode> = {}): DiscountCode => ({
  id: 'c0000000-0000-4000-8000-000000000001',
  code: 'SPRING10',
  kind: 'percent',
  value: 10,
  min_order: 30,
  starts_on: null,
  ends_on: '2031-05-31',
  max_uses: 50,
  uses: 12,
  remaining: 38,
  once_per_customer: true,
  is_active: true,
  created_at: '2031-03-01T09:00:00Z',
  updated_at: '2031-03-01T09:00:00Z',
  ...overrides,
});

function codesApi(items: DiscountCode[], answer?: (init: RequestInit) => Response | undefined): Route {
  return ({ url, init }) => {
    if (!url.startsWith('/api/discount-codes')) return undefined;
    if (init.method && init.method !== 'GET') return answer?.(init) ?? json(200, code());
    return json(200, { items, count: items.length });
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the discount codes screen', { timeout: 20_000 }, () => {
  it('lists each code with what it gives, its limits and its uses', async () => {
    stubFetch(
      codesApi([
        code(),
        code({
          id: 'c2',
          code: 'TENOFF',
          kind: 'fixed',
          value: 10,
          min_order: null,
          ends_on: null,
          max_uses: null,
          remaining: null,
          uses: 3,
          once_per_customer: false,
          is_active: false,
        }),
      ]),
    );
    renderPage(DiscountCodesPage, { path: PATH });
    expect(await screen.findByText('SPRING10')).toBeInTheDocument();
    expect(
      screen.getByText('10 % off · from €30.00 · until 2031-05-31 · once per customer'),
    ).toBeInTheDocument();
    expect(screen.getByText('12 of 50 used · 38 left')).toBeInTheDocument();
    expect(screen.getByText('€10.00 off')).toBeInTheDocument();
    expect(screen.getByText('3 used')).toBeInTheDocument();
    expect(screen.getByText('Off')).toBeInTheDocument();
  });

  it('offers to make the first code when there is none', async () => {
    stubFetch(codesApi([]));
    renderPage(DiscountCodesPage, { path: PATH });
    expect(await screen.findByText('No discount codes yet')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'New code' }));
    expect(screen.getByRole('dialog', { name: 'New discount code' })).toBeInTheDocument();
  });

  it('creates a code from what was typed', async () => {
    const { calls } = stubFetch(codesApi([]));
    renderPage(DiscountCodesPage, { path: PATH });
    await userEvent.click(await screen.findByRole('button', { name: 'New code' }));
    const dialog = within(screen.getByRole('dialog'));
    await userEvent.type(dialog.getByLabelText('Code'), 'summer');
    await userEvent.click(dialog.getByRole('button', { name: 'Amount off' }));
    await userEvent.type(dialog.getByLabelText('Amount off'), '7,50');
    await userEvent.type(dialog.getByLabelText('Number of uses (optional)'), '100');
    await userEvent.click(dialog.getByRole('switch', { name: /Once per customer/ }));
    await userEvent.click(dialog.getByRole('button', { name: 'Create code' }));
    const post = calls.find((c) => c.init.method === 'POST');
    expect(post && bodyOf(post.init)).toEqual({
      code: 'summer',
      kind: 'fixed',
      value: 7.5,
      min_order: null,
      starts_on: null,
      ends_on: null,
      max_uses: 100,
      once_per_customer: true,
      is_active: true,
    });
    expect(await screen.findByText('Discount code created')).toBeInTheDocument();
  });

  it('shows the server’s refusal on its field', async () => {
    const message = 'The shop already has a code with this name';
    stubFetch(codesApi([], () => json(409, { message, code: 'CONFLICT', details: { code: message } })));
    renderPage(DiscountCodesPage, { path: PATH });
    await userEvent.click(await screen.findByRole('button', { name: 'New code' }));
    const dialog = within(screen.getByRole('dialog'));
    await userEvent.type(dialog.getByLabelText('Code'), 'SPRING10');
    await userEvent.type(dialog.getByLabelText('Percent off'), '10');
    await userEvent.click(dialog.getByRole('button', { name: 'Create code' }));
    expect(await dialog.findByText(message)).toBeInTheDocument();
  });

  it('edits a code with its values filled in, and switches off a used one', async () => {
    const { calls } = stubFetch(codesApi([code()]));
    renderPage(DiscountCodesPage, { path: PATH });
    await userEvent.click(await screen.findByRole('button', { name: 'Edit SPRING10' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Edit SPRING10' }));
    expect(dialog.getByLabelText('Percent off')).toHaveValue('10');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    expect(calls.find((c) => c.init.method === 'PATCH')?.url).toBe(
      '/api/discount-codes/c0000000-0000-4000-8000-000000000001',
    );
    expect(await screen.findByText('Discount code saved')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Switch off' }));
    const confirm = within(await screen.findByRole('alertdialog'));
    await userEvent.click(confirm.getByRole('button', { name: 'Switch off' }));
    expect(calls.find((c) => c.init.method === 'DELETE')).toBeDefined();
  });

  it('is for owners and managers only', async () => {
    stubFetch(codesApi([code()]));
    renderPage(DiscountCodesPage, { path: PATH, role: 'florist' });
    expect(await screen.findByText(/This page is for owners and managers/)).toBeInTheDocument();
    expect(screen.queryByText('SPRING10')).not.toBeInTheDocument();
  });
});
