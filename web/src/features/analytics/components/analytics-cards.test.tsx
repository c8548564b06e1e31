import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { analyticsFixture } from '../test/fixtures';
import { AnalyticsCards } from './analytics-cards';

describe('the analytics cards', () => {
  it('tell what discount codes took off, when they took anything', () => {
    const data = { ...analyticsFixture('2031-03-01', '2031-03-07'), discounts: { total: 45.5, orders: 6 } };
    render(<AnalyticsCards data={data} />);
    expect(screen.getByText('€45.50 discounts on 6 orders')).toBeInTheDocument();
  });

  it('give the net and the tax each a line of its own, never cut off', () => {
    const data = analyticsFixture('2031-03-01', '2031-03-07');
    render(
      <AnalyticsCards
        data={{ ...data, revenue: { ...data.revenue, net_total: 5642.78, tax_total: 1044.72 } }}
      />,
    );
    for (const text of ['net €5,642.78', 'tax €1,044.72']) {
      const line = screen.getByText(text);
      expect(line.tagName).toBe('DD');
      expect(line.className).not.toMatch(/truncate|overflow-hidden|text-ellipsis/);
    }
  });

  it('tell what gift cards still hold at the end, and what moved on them, a line each', () => {
    const data = {
      ...analyticsFixture('2031-03-01', '2031-03-07'),
      gift_cards: { sold: 50, redeemed: 0, voided: 12.5, adjusted: -2, outstanding: 1035.5 },
    };
    render(<AnalyticsCards data={data} />);
    const card = screen.getByText('Gift cards outstanding').parentElement as HTMLElement;
    expect(
      within(card)
        .getAllByRole('definition')
        .map((line) => line.textContent),
    ).toEqual([
      '€1,035.50',
      'held at the end of the period',
      // Nothing was spent: no line for it.
      'sold €50.00',
      'voided €12.50',
      'corrected -€2.00',
    ]);
  });

  it('tell what gift cards hold in a period in which none moved', () => {
    const data = {
      ...analyticsFixture('2031-03-01', '2031-03-07'),
      gift_cards: { sold: 0, redeemed: 0, voided: 0, adjusted: 0, outstanding: 0 },
    };
    render(<AnalyticsCards data={data} />);
    const card = screen.getByText('Gift cards outstanding').parentElement as HTMLElement;
    expect(
      within(card)
        .getAllByRole('definition')
        .map((line) => line.textContent),
    ).toEqual(['€0.00', 'held at the end of the period']);
  });

  it('say nothing of discounts in a period without any', () => {
    render(<AnalyticsCards data={analyticsFixture('2031-03-01', '2031-03-07')} />);
    expect(screen.queryByText(/discounts/)).not.toBeInTheDocument();
  });
});
