import { defaultOrderFormSettings } from '@contract/order-form';
import { describe, expect, it } from 'vitest';
import { formatDuration, summariseOrderForm } from './order-form-summary';

describe('order form summary', () => {
  it('writes durations in words', () => {
    expect(formatDuration(0)).toBe('no lead time');
    expect(formatDuration(45)).toBe('45 minutes');
    expect(formatDuration(60)).toBe('1 hour');
    expect(formatDuration(150)).toBe('2 hours 30 minutes');
    expect(formatDuration(1500)).toBe('1 day 1 hour');
  });

  it('sums the settings up in one line', () => {
    expect(summariseOrderForm(defaultOrderFormSettings)).toBe(
      'Delivery and pickup · 2 h lead time · same day until 14:00 · 60 days ahead',
    );
    expect(
      summariseOrderForm({
        ...defaultOrderFormSettings,
        delivery_enabled: false,
        lead_time_minutes: 0,
        same_day_cutoff: null,
        days_ahead: 1,
      }),
    ).toBe('Pickup only · no lead time · no same-day cut-off · 1 day ahead');
  });
});
