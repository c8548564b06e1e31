import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderCustomer } from '../../test/customer-i18n';
import type { Storefront } from '../api';
import { products, shop } from '../test-fixtures';
import { SameDayClock, SameDayNote } from './same-day-note';

const [sameDay, notSameDay] = products as [(typeof products)[0], (typeof products)[0]];
const berlin: Storefront = { ...shop, time_zone: 'Europe/Berlin', same_day_cutoff: '14:00' };

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
});

afterEach(() => {
  vi.useRealTimers();
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
