import { act, render, screen } from '@testing-library/react';
import { toast } from 'sonner';
import { describe, expect, it } from 'vitest';
import { RUN_TOAST_POSITION } from '../components/delivery-run/delivery-actions';
import { Providers, TOP_TOAST_OFFSET } from './providers';

/** Sonner's one-line toast: 16 px padding twice, 13 px text at line height 1.5, a 1 px border twice. */
const ONE_LINE_TOAST = 16 * 2 + 13 * 1.5 + 2;
/** The sticky header: h-14 on a phone, h-16 on a desk, and its 1 px border. */
const PHONE_HEADER = 56 + 1;

describe('a toast at the top (docs/product.md, Toasts)', () => {
  it('lies within the header, so it covers none of the page: not the next stop’s buttons', async () => {
    render(
      <Providers>
        <p>page</p>
      </Providers>,
    );
    act(() => {
      toast.success('#1001 is delivered', { position: RUN_TOAST_POSITION });
    });
    const toaster = (await screen.findByText('#1001 is delivered')).closest('[data-sonner-toaster]');
    expect(toaster).toHaveAttribute('data-y-position', 'top');
    const style = (toaster as HTMLElement).style;
    expect(style.getPropertyValue('--offset-top')).toBe(`${TOP_TOAST_OFFSET}px`);
    expect(style.getPropertyValue('--mobile-offset-top')).toBe(`${TOP_TOAST_OFFSET}px`);
    // The bottom bar's clearance stays for the toasts at the bottom.
    expect(style.getPropertyValue('--mobile-offset-bottom')).toBe('88px');
    expect(TOP_TOAST_OFFSET + ONE_LINE_TOAST).toBeLessThanOrEqual(PHONE_HEADER);
  });
});
