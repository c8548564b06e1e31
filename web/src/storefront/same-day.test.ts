import { describe, expect, it } from 'vitest';
import { i18n } from '../i18n/customer-i18n';
import { useCustomerLanguage } from '../test/customer-i18n';
import { formatCountdown, minutesUntilCutoff, todayAt } from './same-day';

const at = (iso: string) => new Date(iso);

describe('the same-day countdown', () => {
  it('counts to the cut-off on the shop’s clock, not the visitor’s', () => {
    // 11:45 in Berlin (CET, UTC+1) is 10:45 UTC: 2 h 15 min before a 14:00 cut-off.
    expect(minutesUntilCutoff(at('2026-01-15T10:45:00Z'), 'Europe/Berlin', '14:00')).toBe(135);
    // The same instant in New York is 05:45: 8 h 15 min left there.
    expect(minutesUntilCutoff(at('2026-01-15T10:45:00Z'), 'America/New_York', '14:00')).toBe(495);
    expect(minutesUntilCutoff(at('2026-07-15T09:45:00Z'), 'Europe/Berlin', '14:00')).toBe(135);
  });

  it('rounds down to whole minutes, and says nothing at or after the cut-off or without one', () => {
    expect(minutesUntilCutoff(at('2026-01-15T12:58:59.500Z'), 'Europe/Berlin', '14:00')).toBe(1);
    expect(minutesUntilCutoff(at('2026-01-15T12:59:30Z'), 'Europe/Berlin', '14:00')).toBe(0);
    expect(minutesUntilCutoff(at('2026-01-15T13:00:00Z'), 'Europe/Berlin', '14:00')).toBeNull();
    expect(minutesUntilCutoff(at('2026-01-15T20:00:00Z'), 'Europe/Berlin', '14:00')).toBeNull();
    expect(minutesUntilCutoff(at('2026-01-15T10:00:00Z'), 'Europe/Berlin', null)).toBeNull();
  });

  it('reads the shop’s day near midnight: just after midnight there, a new day begins', () => {
    // 23:30 UTC is 00:30 on the 16th in Berlin: 13 h 30 min to the cut-off of the 16th.
    expect(minutesUntilCutoff(at('2026-01-15T23:30:00Z'), 'Europe/Berlin', '14:00')).toBe(810);
    // And in Auckland (UTC+13 in January) the 16th is already past its cut-off.
    expect(minutesUntilCutoff(at('2026-01-16T02:00:00Z'), 'Pacific/Auckland', '14:00')).toBeNull();
  });

  it('counts real time across a change of the clocks', () => {
    // Berlin springs forward on 29 March 2026 at 02:00 → 03:00. From 00:30 CET (23:30 UTC on the
    // 28th) to 14:00 CEST (12:00 UTC) is 12 h 30 min, though the wall clock moves 13 h 30 min.
    expect(minutesUntilCutoff(at('2026-03-28T23:30:00Z'), 'Europe/Berlin', '14:00')).toBe(750);
    expect(todayAt(at('2026-03-28T23:30:00Z'), 'Europe/Berlin', '14:00').toISOString()).toBe(
      '2026-03-29T12:00:00.000Z',
    );
    // And falls back on 25 October 2026 (03:00 → 02:00): an hour longer than the wall clock says.
    expect(minutesUntilCutoff(at('2026-10-24T22:30:00Z'), 'Europe/Berlin', '14:00')).toBe(870);
    // A cut-off inside the skipped hour comes just after the jump.
    expect(todayAt(at('2026-03-28T23:30:00Z'), 'Europe/Berlin', '02:30').toISOString()).toBe(
      '2026-03-29T01:30:00.000Z',
    );
  });

  it('writes hours and minutes the short way', () => {
    expect(formatCountdown(135, i18n)).toBe('2 h 15 min');
    expect(formatCountdown(120, i18n)).toBe('2 h');
    expect(formatCountdown(45, i18n)).toBe('45 min');
    expect(formatCountdown(0, i18n)).toBe('less than a minute');
  });

  it('writes them in German for a German visitor', () => {
    useCustomerLanguage('de');
    expect(formatCountdown(135, i18n)).toBe('2 Std. 15 Min.');
    expect(formatCountdown(0, i18n)).toBe('weniger als einer Minute');
  });
});
