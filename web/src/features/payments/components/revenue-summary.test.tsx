import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../lib/query-client';
import { stubFetch } from '../../../test/fetch';
import { revenueApi, revenueApiWith } from '../test/fixtures';
import { RevenueSummary } from './revenue-summary';

const range = { start: '2031-03-01', end: '2031-03-07' };

function renderSummary() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RevenueSummary range={range} />
    </QueryClientProvider>,
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the revenue summary’s gift cards', () => {
  it('tells what all cards still hold at the end of the period', async () => {
    stubFetch(
      revenueApiWith({
        gift_cards: { sold: 100, redeemed: 35.5, voided: 0, adjusted: 0, outstanding: 1064.5 },
      }),
    );
    renderSummary();
    const line = (await screen.findByText('Gift cards outstanding')).parentElement as HTMLElement;
    expect(within(line).getByRole('definition')).toHaveTextContent('€1,064.50');
  });

  it('still tells it in a period in which no card moved', async () => {
    stubFetch(
      revenueApiWith({ gift_cards: { sold: 0, redeemed: 0, voided: 0, adjusted: 0, outstanding: 20 } }),
    );
    renderSummary();
    const line = (await screen.findByText('Gift cards outstanding')).parentElement as HTMLElement;
    expect(within(line).getByRole('definition')).toHaveTextContent('€20.00');
  });

  it('says nothing of gift cards to a shop that holds and moved none', async () => {
    stubFetch(revenueApi);
    renderSummary();
    await screen.findByText('€1,234.50');
    expect(screen.queryByText(/Gift cards/)).not.toBeInTheDocument();
  });
});
