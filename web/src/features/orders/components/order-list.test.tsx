import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setViewportWidth } from '../../../test/viewport';
import { listItem, renderPage } from '../test/render-page';
import { OrderList } from './order-list';

const NAME = 'Alexandra Montgomery-Lindqvist';

function List() {
  return (
    <OrderList
      items={[listItem(1001, { recipient_name: NAME }), listItem(1002, { method: 'pickup' })]}
      currency="EUR"
      userId={undefined}
    />
  );
}

const REM = 16;

/** The smallest width, in px, a grid track such as `4rem`, `minmax(9rem,1fr)` or `auto` may take. */
function trackMin(track: string): number {
  const min = track.startsWith('minmax(') ? (track.slice(7).split(',')[0] ?? '') : track;
  if (min.endsWith('rem')) return Number.parseFloat(min) * REM;
  if (min.endsWith('px')) return Number.parseFloat(min);
  return 0;
}

/** The tracks of the `xl:grid-cols-[…]` class jsdom cannot lay out, so the test reads them. */
function tracksOf(element: HTMLElement): string[] {
  const match = /xl:grid-cols-\[([^\]]+)\]/.exec(element.className);
  if (!match?.[1]) throw new Error(`no xl grid columns on ${element.className}`);
  return match[1].split('_');
}

describe('desk order list', () => {
  it('gives each header a column of its own and the recipient room to read at 1280 px', async () => {
    setViewportWidth(1280);
    renderPage(List, { path: '/intern/orders' });
    const header = (await screen.findByText('Recipient')).parentElement as HTMLElement;
    const headers = [...header.children].map((child) => child.textContent ?? '');
    const tracks = tracksOf(header);
    expect(tracks).toHaveLength(headers.length);

    // A header is set in 12 px capitals: about 9 px a letter, so it never runs into the next one.
    headers.forEach((text, index) => {
      expect(trackMin(tracks[index] ?? ''), text).toBeGreaterThanOrEqual(text.length * 9);
    });
    // Nine rem hold about twenty letters of a name: never the three or four the list used to show.
    expect(trackMin(tracks[headers.indexOf('Recipient')] ?? '')).toBeGreaterThanOrEqual(9 * REM);

    // 1280 px less the 272 px sidebar, the page's 2 × 32 px padding and the list's border; the row
    // keeps 20 px on the left and 7.25rem on the right for the status button, 16 px between columns.
    const room = 1280 - 272 - 64 - 2 - 20 - 7.25 * REM - (tracks.length - 1) * REM;
    const smallest = tracks.reduce((sum, track) => sum + trackMin(track), 0);
    expect(smallest).toBeLessThanOrEqual(room);

    const row = screen.getByRole('link', { name: /#1001/ });
    expect(tracksOf(row)).toEqual(tracks);
    // A name longer than its column still reads in full on hover.
    expect(within(row).getByText(NAME)).toHaveAttribute('title', NAME);
    // The method travels with the time, still named for screen readers.
    expect(within(row).getByText('Delivery')).toHaveClass('sr-only');
    expect(within(screen.getByRole('link', { name: /#1002/ })).getByText('Pickup')).toBeInTheDocument();
  });

  it('keeps the cards below 1280 px, where the columns would not fit beside the sidebar', async () => {
    setViewportWidth(1200);
    renderPage(List, { path: '/intern/orders' });
    const card = await screen.findByRole('link', { name: /#1001/ });
    expect(screen.queryByText('Recipient')).toBeNull();
    expect(within(card).getByText(NAME)).toBeInTheDocument();
  });
});
