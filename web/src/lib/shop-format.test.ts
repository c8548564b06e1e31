import { describe, expect, it } from 'vitest';
import { formatCount, formatShopMoment, formatShopTime } from './shop-format';

describe('the shop’s clock and language', () => {
  // 23:30 UTC is already the next day in Auckland and still the evening before in New York.
  const late = '2031-03-14T23:30:00Z';

  it('writes a point in time on the shop’s clock, whatever the viewer’s zone', () => {
    expect(formatShopMoment(late, 'Pacific/Auckland')).toBe('Mar 15, 2031, 12:30 PM');
    expect(formatShopMoment(late, 'America/New_York')).toBe('Mar 14, 2031, 7:30 PM');
    expect(formatShopTime(late, 'Europe/Berlin')).toBe('00:30');
  });

  it('falls back to the viewer’s clock for an unknown zone rather than failing', () => {
    expect(formatShopMoment(late, 'Nowhere/Atlantis')).toBe(formatShopMoment(late, undefined));
  });

  it('writes counts in the shop’s language', () => {
    expect(formatCount(1250)).toBe('1,250');
  });
});
