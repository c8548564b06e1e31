import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderCustomer } from '../../test/customer-i18n';
import { json, stubFetch } from '../../test/fetch';
import type { Storefront } from '../api';
import { products, SHOP_URL, shop } from '../test-fixtures';
import { SameDayClock, SameDayNote } from './same-day-note';

const [sameDay, notSameDay] = products as [(typeof products)[0], (typeof products)[0]];
const berlin: Storefront = { ...shop, time_zone: 'Europe/Berlin', same_day_cutoff: '14:00' };

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const renderNotes = (store = berlin) =>
  renderCustomer(
    <SameDayClock shop={store}>
      <SameDayNote product={sameDay} />
      <SameDayNote product={notSameDay} />
    </SameDayClock>,
  );

describe('the same-day note', () => {
  it('counts down to the cut-off on the shop’s clock, live, and goes quiet after it', () => {
    // 11:45 in Berlin.
    vi.setSystemTime(new Date('2026-01-15T10:45:00Z'));
    renderNotes();
    expect(screen.getAllByText(/for delivery today/)).toHaveLength(1);
    expect(screen.getByText('Order within 2 h 15 min for delivery today')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(15 * 60_000));
    expect(screen.getByText('Order within 2 h for delivery today')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(2 * 60 * 60_000));
    expect(screen.queryByText(/for delivery today/)).not.toBeInTheDocument();
  });

  it('says nothing without a cut-off or without delivery', () => {
    vi.setSystemTime(new Date('2026-01-15T10:45:00Z'));
    renderNotes({ ...berlin, same_day_cutoff: null });
    expect(screen.queryByText(/for delivery today/)).not.toBeInTheDocument();
    renderNotes({ ...berlin, delivery_enabled: false });
    expect(screen.queryByText(/for delivery today/)).not.toBeInTheDocument();
  });

  it('says nothing on a day the shop does not deliver: a weekday without windows, or a closed date', () => {
    // Thursday 15 January 2026, 11:45 in Berlin; 00:30 on Friday in Berlin is still Thursday in UTC.
    vi.setSystemTime(new Date('2026-01-15T10:45:00Z'));
    renderNotes({ ...berlin, delivery_closed: { weekdays: [4], dates: [] } });
    expect(screen.queryByText(/for delivery today/)).not.toBeInTheDocument();
    renderNotes({ ...berlin, delivery_closed: { weekdays: [0], dates: ['2026-01-15'] } });
    expect(screen.queryByText(/for delivery today/)).not.toBeInTheDocument();
    // The shop's Friday, closed, while UTC still says Thursday: its clock decides.
    vi.setSystemTime(new Date('2026-01-15T23:30:00Z'));
    renderNotes({ ...berlin, same_day_cutoff: '14:00', delivery_closed: { weekdays: [5], dates: [] } });
    expect(screen.queryByText(/for delivery today/)).not.toBeInTheDocument();
    // Open again the next day (Friday, not closed): the countdown is back.
    vi.setSystemTime(new Date('2026-01-16T10:45:00Z'));
    renderNotes({ ...berlin, delivery_closed: { weekdays: [4], dates: ['2026-01-15'] } });
    expect(screen.getByText('Order within 2 h 15 min for delivery today')).toBeInTheDocument();
  });
});

describe('the same-day note and the shop’s windows', () => {
  // Thursday 15 January 2026, 11:45 in Berlin; today's windows start at 09:00 and 14:00.
  const MORNING = new Date('2026-01-15T10:45:00Z');
  const limited: Storefront = {
    ...berlin,
    delivery_windows: berlin.delivery_windows.map((w) => ({ ...w, limited: true })),
  };
  const fullWindows = (...slots: string[]) =>
    stubFetch(({ url }) =>
      url === `/api/storefront/${SHOP_URL}/full-windows`
        ? json(200, { windows: slots.map((slot) => ({ date: '2026-01-15', slot })) })
        : undefined,
    );

  it('says nothing when the lead time puts today’s last window out of reach, and counts to it otherwise', () => {
    vi.setSystemTime(MORNING);
    // 14:00 less three hours was 11:00: the cut-off at 14:00 no longer matters.
    renderNotes({ ...berlin, lead_time_minutes: 180 });
    expect(screen.queryByText(/for delivery today/)).not.toBeInTheDocument();
    // 14:00 less an hour: 1 h 15 min left, not the 2 h 15 min the cut-off alone would give.
    renderNotes({ ...berlin, lead_time_minutes: 60 });
    expect(screen.getByText('Order within 1 h 15 min for delivery today')).toBeInTheDocument();
  });

  it('says nothing once the cut-off has passed', () => {
    vi.setSystemTime(MORNING);
    renderNotes({ ...berlin, same_day_cutoff: '11:00' });
    expect(screen.queryByText(/for delivery today/)).not.toBeInTheDocument();
  });

  it('asks which windows are full, and says nothing when today’s are', async () => {
    vi.setSystemTime(MORNING);
    const { calls } = fullWindows('14:00-18:00');
    renderNotes(limited);
    await act(async () => {});
    expect(calls.map((call) => call.url)).toEqual([`/api/storefront/${SHOP_URL}/full-windows`]);
    expect(screen.queryByText(/for delivery today/)).not.toBeInTheDocument();
  });

  it('counts down while a window of today has room, and asks again as orders come in', async () => {
    vi.setSystemTime(MORNING);
    const { calls } = fullWindows('09:00-12:00');
    renderNotes(limited);
    expect(await screen.findByText('Order within 2 h 15 min for delivery today')).toBeInTheDocument();
    await act(async () => vi.advanceTimersByTime(2 * 60_000));
    expect(calls).toHaveLength(2);
  });

  it('promises nothing while it cannot learn which windows are full', async () => {
    vi.setSystemTime(MORNING);
    const { calls } = stubFetch(() => json(500, { message: 'down', code: 'INTERNAL_ERROR', details: {} }));
    renderNotes(limited);
    await act(async () => {});
    expect(calls).toHaveLength(1);
    expect(screen.queryByText(/for delivery today/)).not.toBeInTheDocument();
  });
});
