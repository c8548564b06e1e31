import { QueryClientProvider } from '@tanstack/react-query';
import type { CSSProperties, ReactNode } from 'react';
import { Toaster } from 'sonner';
import { queryClient } from '../lib/query-client';
import { useTheme } from '../lib/theme';
import { AppErrorBoundary } from './shell/error-boundary';

/** docs/product.md, Toasts: toasts bottom-center, 4 s, 356 px (Sonner's width), one visible at a time in the app. */
export const TOASTER_PROPS = {
  position: 'bottom-center',
  duration: 4000,
  visibleToasts: 1,
} as const;

/**
 * px from the top of the window to a toast shown at the top: a one-line toast (53.5 px: Sonner's
 * 16 px padding, 13 px text at 1.5 line height, 1 px border) then stays within the sticky header
 * (57 px on a phone, 65 px on a desk) and covers none of the page below it.
 */
export const TOP_TOAST_OFFSET = 2;

function ThemedToaster() {
  const [theme] = useTheme();
  return (
    <Toaster
      {...TOASTER_PROPS}
      theme={theme}
      richColors
      closeButton
      // Clear of the mobile bottom bar. A toast at the top (the delivery run's) sits on the header.
      offset={{ top: TOP_TOAST_OFFSET }}
      mobileOffset={{ bottom: 88, top: TOP_TOAST_OFFSET }}
      // Neutral toasts take the app's surface colours, so they match the theme rather than pure black/white.
      style={
        {
          '--normal-bg': 'var(--surface-raised)',
          '--normal-border': 'var(--border)',
          '--normal-text': 'var(--foreground)',
          '--border-radius': '14px',
        } as CSSProperties
      }
      toastOptions={{ style: { fontFamily: 'inherit' } }}
    />
  );
}

export function Providers({ children }: { children: ReactNode }) {
  return (
    <AppErrorBoundary>
      <QueryClientProvider client={queryClient}>
        {children}
        <ThemedToaster />
      </QueryClientProvider>
    </AppErrorBoundary>
  );
}
