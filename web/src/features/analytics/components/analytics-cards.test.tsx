import { render, screen } from '@testing-library/react';
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

  it('say nothing of discounts in a period without any', () => {
    render(<AnalyticsCards data={analyticsFixture('2031-03-01', '2031-03-07')} />);
    expect(screen.queryByText(/discounts/)).not.toBeInTheDocument();
  });
});
