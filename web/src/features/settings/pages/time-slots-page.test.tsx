import type { OrderTime, WeeklyWindows } from '@contract/order-time';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, type Route, stubFetch } from '../../../test/fetch';
import { bodyOf, renderPage } from '../../../test/render-back-office-page';
import { todayIn } from '../components/time-slots/weekly-form';
import { TimeSlotsPage } from './time-slots-page';

const PATH = '/intern/settings/time-slots';

const saved: OrderTime = {
  delivery: {
    windows: [
      { weekday: 1, start: '09:00', end: '12:00', capacity: null },
      { weekday: 1, start: '14:00', end: '17:00', capacity: 5 },
      { weekday: 6, start: '10:00', end: '13:00', capacity: null },
    ],
    disabled_days: ['2030-12-25'],
  },
  pickup: { windows: [], disabled_days: [] },
};

const today = todayIn('Europe/Berlin');

function orderTimeApi(initial: OrderTime = saved, answer?: (body: unknown) => Response | undefined): Route {
  return ({ url, init }) => {
    if (url === '/api/business/order-time') return json(200, initial);
    if (url === '/api/business/order-time/weekly' && init.method === 'PUT') {
      const body = bodyOf(init) as WeeklyWindows & { window_type: string };
      return answer?.(body) ?? json(200, { windows: body.windows, disabled_days: body.disabled_days });
    }
    if (url.startsWith('/api/business/order-time/preview')) {
      return json(200, {
        disabled: { weekdays: [0], dates: [], first_date: today, last_date: '2099-12-31' },
        slots: ['09:00-12:00', '14:00-17:00'],
      });
    }
    if (url === '/api/business-settings/order-form') {
      return json(200, { delivery_enabled: true, pickup_enabled: true });
    }
  };
}

const panel = () => screen.getByRole('tabpanel');
const day = (name: string) => within(panel()).getByRole('region', { name });
const select = (name: string) => within(panel()).getByRole('combobox', { name });
const putCalls = (calls: { url: string; init: RequestInit }[]) =>
  calls.filter((call) => call.url === '/api/business/order-time/weekly');

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('time slots page', { timeout: 20_000 }, () => {
  it('shows the saved windows Monday first, with closed days marked', async () => {
    stubFetch(orderTimeApi());
    renderPage(TimeSlotsPage, { path: PATH });

    await screen.findByRole('tab', { name: 'Delivery', selected: true });
    const headings = within(panel())
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent);
    expect(headings.slice(0, 7)).toEqual([
      'Monday',
      'Tuesday',
      'Wednesday',
      'Thursday',
      'Friday',
      'Saturday',
      'Sunday',
    ]);
    expect(select('Monday, window 1, from')).toHaveValue('09:00');
    expect(select('Monday, window 2, to')).toHaveValue('17:00');
    expect(
      within(panel()).getByRole('textbox', { name: 'Monday, window 2, most orders (optional)' }),
    ).toHaveValue('5');
    expect(within(day('Tuesday')).getByText('Closed')).toBeInTheDocument();
    expect(within(panel()).getByRole('list', { name: 'Closed days' })).toHaveTextContent('2030');
    expect(screen.getByText('All changes saved')).toBeInTheDocument();
  });

  it('adds and removes windows and saves the current tab with the weekday numbers of the contract', async () => {
    const { calls } = stubFetch(orderTimeApi());
    renderPage(TimeSlotsPage, { path: PATH });
    await screen.findByRole('tab', { name: 'Delivery', selected: true });

    // Tuesday gets 09:00–12:00, then the next three hours.
    await userEvent.click(screen.getByRole('button', { name: 'Add a window on Tuesday' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add a window on Tuesday' }));
    expect(select('Tuesday, window 1, from')).toHaveValue('09:00');
    expect(select('Tuesday, window 2, from')).toHaveValue('12:00');
    expect(select('Tuesday, window 2, to')).toHaveValue('15:00');
    await userEvent.type(
      within(panel()).getByRole('textbox', { name: 'Tuesday, window 2, most orders (optional)' }),
      '8',
    );
    // Sunday is weekday 0.
    await userEvent.click(screen.getByRole('button', { name: 'Add a window on Sunday' }));
    await userEvent.selectOptions(select('Sunday, window 1, to'), '11:00');
    // Saturday's window goes.
    await userEvent.click(screen.getByRole('button', { name: 'Remove Saturday, window 1' }));
    expect(within(day('Saturday')).getByText('Closed')).toBeInTheDocument();

    expect(screen.getByText('Unsaved delivery changes')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save delivery' }));

    expect(await screen.findByText('Delivery times saved', {}, { timeout: 5000 })).toBeInTheDocument();
    const [put] = putCalls(calls);
    expect(put?.init.method).toBe('PUT');
    expect(bodyOf(put?.init ?? {})).toEqual({
      window_type: 'delivery',
      windows: [
        { weekday: 1, start: '09:00', end: '12:00', capacity: null },
        { weekday: 1, start: '14:00', end: '17:00', capacity: 5 },
        { weekday: 2, start: '09:00', end: '12:00', capacity: null },
        { weekday: 2, start: '12:00', end: '15:00', capacity: 8 },
        { weekday: 0, start: '09:00', end: '11:00', capacity: null },
      ],
      disabled_days: ['2030-12-25'],
    });
    expect(await screen.findByText('All changes saved')).toBeInTheDocument();
  });

  it('shows an overlap at the row it belongs to and sends nothing', async () => {
    const { calls } = stubFetch(orderTimeApi());
    renderPage(TimeSlotsPage, { path: PATH });
    await screen.findByRole('tab', { name: 'Delivery', selected: true });

    await userEvent.click(screen.getByRole('button', { name: 'Add a window on Monday' }));
    // The new window starts at 17:00; move it into the morning window.
    await userEvent.selectOptions(select('Monday, window 3, from'), '10:00');
    await userEvent.selectOptions(select('Monday, window 3, to'), '11:00');
    await userEvent.click(screen.getByRole('button', { name: 'Save delivery' }));

    const row = await screen.findByTestId('window-row-1-3');
    expect(within(row).getByText('Overlaps 09:00-12:00 on the same day')).toBeInTheDocument();
    expect(select('Monday, window 3, from')).toHaveAttribute('aria-invalid', 'true');
    expect(select('Monday, window 1, from')).not.toHaveAttribute('aria-invalid');
    expect(putCalls(calls)).toHaveLength(0);

    // Fixing it clears the error as the user changes the field.
    await userEvent.selectOptions(select('Monday, window 3, from'), '12:00');
    await userEvent.selectOptions(select('Monday, window 3, to'), '13:00');
    await waitFor(() =>
      expect(within(row).queryByText('Overlaps 09:00-12:00 on the same day')).not.toBeInTheDocument(),
    );
  });

  it("puts the server's errors on the row they name", async () => {
    stubFetch(
      orderTimeApi(saved, () =>
        json(400, {
          message: 'Invalid data provided',
          code: 'VALIDATION_ERROR',
          details: { 'windows.1.end': 'Ends after the shop closes' },
        }),
      ),
    );
    renderPage(TimeSlotsPage, { path: PATH });
    await screen.findByRole('tab', { name: 'Delivery', selected: true });
    await userEvent.selectOptions(select('Monday, window 2, to'), '18:00');
    await userEvent.click(screen.getByRole('button', { name: 'Save delivery' }));

    const row = await screen.findByTestId('window-row-1-2');
    expect(await within(row).findByText('Ends after the shop closes')).toBeInTheDocument();
    expect(select('Monday, window 2, to')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Unsaved delivery changes')).toBeInTheDocument();
  });

  it("copies Monday's windows to the days ticked", async () => {
    const { calls } = stubFetch(orderTimeApi());
    renderPage(TimeSlotsPage, { path: PATH });
    await screen.findByRole('tab', { name: 'Delivery', selected: true });

    await userEvent.click(screen.getByRole('button', { name: 'Copy Monday to other days' }));
    const dialog = screen.getByRole('dialog', { name: "Copy Monday's windows" });
    // Tuesday to Friday are ticked; add Saturday, which replaces its own window.
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Saturday' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Copy to 5 days' }));
    expect(screen.queryByRole('dialog')).toBeNull();

    expect(select('Friday, window 2, from')).toHaveValue('14:00');
    expect(select('Saturday, window 1, from')).toHaveValue('09:00');
    expect(within(day('Sunday')).getByText('Closed')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Save delivery' }));
    await screen.findByText('Delivery times saved', {}, { timeout: 5000 });
    const body = bodyOf(putCalls(calls)[0]?.init ?? {}) as WeeklyWindows;
    expect(body.windows).toHaveLength(12);
    expect(body.windows.filter((window) => window.weekday === 6)).toEqual([
      { weekday: 6, start: '09:00', end: '12:00', capacity: null },
      { weekday: 6, start: '14:00', end: '17:00', capacity: 5 },
    ]);
  });

  it('adds and removes closed days, and keeps each tab to itself', async () => {
    const { calls } = stubFetch(orderTimeApi());
    renderPage(TimeSlotsPage, { path: PATH });
    await screen.findByRole('tab', { name: 'Delivery', selected: true });

    await userEvent.click(screen.getByRole('tab', { name: 'Pickup' }));
    expect(screen.getByRole('tab', { name: 'Pickup', selected: true })).toBeInTheDocument();
    expect(within(panel()).getByText('No closed days.')).toBeInTheDocument();
    await userEvent.type(within(panel()).getByLabelText('Closed day to add'), '2030-12-24');
    await userEvent.click(within(panel()).getByRole('button', { name: 'Add closed day' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add a window on Saturday' }));
    expect(
      within(screen.getByRole('tab', { name: /Pickup/ })).getByText('(unsaved changes)'),
    ).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Save pickup' }));
    await screen.findByText('Pickup times saved', {}, { timeout: 5000 });
    expect(bodyOf(putCalls(calls)[0]?.init ?? {})).toEqual({
      window_type: 'pickup',
      windows: [{ weekday: 6, start: '09:00', end: '12:00', capacity: null }],
      disabled_days: ['2030-12-24'],
    });

    // Removing the delivery tab's closed day leaves the pickup one alone.
    await userEvent.click(screen.getByRole('tab', { name: 'Delivery' }));
    await userEvent.click(within(panel()).getByRole('button', { name: /Remove closed day/ }));
    expect(within(panel()).getByText('No closed days.')).toBeInTheDocument();
  });

  it('previews the slots customers are offered for the chosen date', async () => {
    const { calls } = stubFetch(orderTimeApi());
    renderPage(TimeSlotsPage, { path: PATH });
    const preview = await screen.findByRole('region', { name: 'What customers see' });
    const slots = await within(preview).findByRole('list', { name: 'delivery time slots' });
    expect(
      within(slots)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['09:00-12:00', '14:00-17:00']);
    expect(
      calls.some(
        (call) => call.url === `/api/business/order-time/preview?window_type=delivery&date=${today}`,
      ),
    ).toBe(true);
    // Sundays have no windows: the calendar marks them closed. Next month's, which are all still to
    // come whatever today is (at the end of a month this one may have none left).
    await userEvent.click(within(preview).getByRole('button', { name: 'Next month' }));
    expect(within(preview).getAllByRole('button', { name: /^Sunday, .*, closed/ }).length).toBeGreaterThan(0);
  });

  it('tells a florist the page is for owners and managers, without asking the server', async () => {
    const { calls } = stubFetch(orderTimeApi());
    renderPage(TimeSlotsPage, { path: PATH, role: 'florist' });
    expect(await screen.findByText(/This page is for owners and managers/)).toBeInTheDocument();
    expect(screen.queryByRole('tablist')).toBeNull();
    expect(calls).toHaveLength(0);
  });
});
