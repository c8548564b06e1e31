import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, stubFetch } from '../../../test/fetch';
import { orderListItem as listItem } from '../../../test/order-list-item';
import { renderPage } from '../../../test/render-back-office-page';
import { setViewportWidth } from '../../../test/viewport';
import { CalendarPage } from './calendar-page';

const anna = listItem(1001, {
  delivery_date: '2031-03-14',
  time_slot: '09:00-12:00',
  recipient_name: 'Anna',
});
const ben = listItem(1002, { delivery_date: '2031-03-14', time_slot: '14:00-17:00', recipient_name: 'Ben' });
const cleo = listItem(1003, {
  delivery_date: '2031-03-20',
  time_slot: '09:00-12:00',
  recipient_name: 'Cleo',
});

/** A very busy 25th: 150 orders, two pages of a hundred. */
const busy = Array.from({ length: 150 }, (_, i) =>
  listItem(2000 + i, { delivery_date: '2031-03-25', recipient_name: `Guest ${i}` }),
);

/** The calendar's two answers: a day's orders a page at a time, and a range's summary (a busy 14th: five orders). */
const calendarApi = ({ url }: { url: string }) => {
  if (url.startsWith('/api/orders/calendar/days?')) {
    return json(200, {
      days: [
        { date: '2031-03-14', count: 5, orders: [anna, ben] },
        { date: '2031-03-20', count: 1, orders: [cleo] },
        { date: '2031-03-25', count: 150, orders: busy.slice(0, 3) },
      ],
    });
  }
  if (!url.startsWith('/api/orders/calendar?')) return undefined;
  const params = new URL(url, 'http://x').searchParams;
  const items = [anna, ben, cleo, ...busy].filter(
    (item) =>
      item.delivery_date &&
      item.delivery_date >= (params.get('start_date') ?? '') &&
      item.delivery_date <= (params.get('end_date') ?? ''),
  );
  // The cursor here is the index to go on from; the server's is opaque.
  const from = Number(params.get('cursor') ?? 0);
  const limit = Number(params.get('limit'));
  const next = from + limit < items.length ? String(from + limit) : null;
  return json(200, { items: items.slice(from, from + limit), count: items.length, next_cursor: next });
};

const day = (date: string) => `/api/orders/calendar?start_date=${date}&end_date=${date}&limit=100`;

const calendarCalls = (calls: { url: string }[]) =>
  calls.filter((call) => call.url.startsWith('/api/orders/calendar')).map((call) => call.url);

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('calendar', { timeout: 20_000 }, () => {
  it('shows a month by day on desktop from its summary, and the chosen day’s orders', async () => {
    const { calls } = stubFetch(calendarApi);
    renderPage(CalendarPage, { path: '/intern/calendar?date=2031-03-14', pattern: '/intern/calendar' });

    expect(await screen.findByRole('heading', { name: 'March 2031' })).toBeInTheDocument();
    const friday = document.querySelector('.grid [data-date="2031-03-14"]') as HTMLElement;
    expect(await within(friday).findByRole('link', { name: /#1001.*09:00.*Anna/ })).toHaveAttribute(
      'href',
      '/intern/orders/00000000-0000-4000-8000-000000001001',
    );
    expect(within(friday).getByRole('link', { name: /#1002/ })).toBeInTheDocument();
    // The day counts five orders though the summary carries two of them.
    expect(within(friday).getByRole('button', { name: '+3 more' })).toBeInTheDocument();
    expect(
      within(friday).getByRole('button', { name: /14 March.*5 orders|March 14.*5 orders/ }),
    ).toBeInTheDocument();
    expect(calendarCalls(calls).sort()).toEqual([
      '/api/orders/calendar/days?start_date=2031-02-24&end_date=2031-04-06',
      day('2031-03-01'),
    ]);

    // Choosing a day asks for that day's orders only.
    await userEvent.click(within(friday).getByRole('button', { name: '+3 more' }));
    const agenda = await screen.findByRole('region', { name: /Friday, 14 March|Friday, March 14/ });
    expect(await within(agenda).findByRole('link', { name: /#1002.*Ben/ })).toBeInTheDocument();
    expect(calendarCalls(calls)).toContain(day('2031-03-14'));
    // A normal day fits in one page: no button for more.
    expect(within(agenda).queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Next month' }));
    expect(await screen.findByRole('heading', { name: 'April 2031' })).toBeInTheDocument();
    expect(calendarCalls(calls)).toContain(
      '/api/orders/calendar/days?start_date=2031-03-31&end_date=2031-05-04',
    );
  });

  it('shows a week as a list of days on phones, each day asking for its own orders', async () => {
    setViewportWidth(390);
    const { calls } = stubFetch(calendarApi);
    renderPage(CalendarPage, { path: '/intern/calendar?date=2031-03-14', pattern: '/intern/calendar' });

    const friday = await screen.findByRole('region', { name: /Friday, 14 March|Friday, March 14/ });
    expect(await within(friday).findByRole('link', { name: /#1001/ })).toBeInTheDocument();
    const week = ['10', '11', '12', '13', '14', '15', '16'].map((d) => day(`2031-03-${d}`));
    expect(calendarCalls(calls).sort()).toEqual(
      ['/api/orders/calendar/days?start_date=2031-03-10&end_date=2031-03-16', ...week].sort(),
    );
    expect(
      await within(screen.getByRole('region', { name: /Monday/ })).findByText('No orders'),
    ).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Next week' }));
    expect(await screen.findByRole('link', { name: /#1003.*Cleo/ })).toBeInTheDocument();
    expect(calendarCalls(calls)).toContain(day('2031-03-20'));
  });

  it('shows a busy day a hundred orders at a time, with how many of how many', async () => {
    const { calls } = stubFetch(calendarApi);
    renderPage(CalendarPage, { path: '/intern/calendar?date=2031-03-25', pattern: '/intern/calendar' });
    const cell = (await screen.findByRole('button', {
      name: /25 March.*150 orders|March 25.*150 orders/,
    })) as HTMLElement;
    await userEvent.click(cell);
    const agenda = await screen.findByRole('region', { name: /Tuesday, 25 March|Tuesday, March 25/ });
    expect(await within(agenda).findByRole('link', { name: /#2099/ })).toBeInTheDocument();
    expect(within(agenda).getAllByRole('link')).toHaveLength(100);
    expect(within(agenda).getByText('Showing 100 of 150')).toBeInTheDocument();

    await userEvent.click(within(agenda).getByRole('button', { name: 'Show more' }));
    expect(await within(agenda).findByRole('link', { name: /#2149/ })).toBeInTheDocument();
    expect(within(agenda).getAllByRole('link')).toHaveLength(150);
    expect(within(agenda).queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
    expect(calendarCalls(calls)).toContain(`${day('2031-03-25')}&cursor=100`);
  });

  it('is for owners and managers', async () => {
    const { calls } = stubFetch(calendarApi);
    renderPage(CalendarPage, { path: '/intern/calendar', role: 'florist' });
    expect(await screen.findByText(/This page is for owners and managers/)).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });
});
