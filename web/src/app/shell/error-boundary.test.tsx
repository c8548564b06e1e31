import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OfflineError } from '../../lib/offline';
import { AppErrorBoundary, RouteErrorBoundary } from './error-boundary';

function Broken(): never {
  throw new Error('render failed');
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('error boundaries', () => {
  it('show Oops! Something went wrong with a Refresh Page button when rendering fails', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <AppErrorBoundary>
        <Broken />
      </AppErrorBoundary>,
    );
    expect(screen.getByRole('heading', { name: 'Oops! Something went wrong' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Refresh Page' })).toBeInTheDocument();
  });

  it('catch errors of a route the same way', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const router = createMemoryRouter([
      { path: '/', Component: Broken, errorElement: <RouteErrorBoundary /> },
    ]);
    render(<RouterProvider router={router} />);
    expect(await screen.findByText('Oops! Something went wrong')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Refresh Page' })).toBeInTheDocument();
  });

  it("say You're offline, not Oops, when a page found no server", async () => {
    const router = createMemoryRouter([
      {
        path: '/',
        loader: () => {
          throw new OfflineError();
        },
        Component: () => null,
        errorElement: <RouteErrorBoundary />,
      },
    ]);
    render(<RouterProvider router={router} />);
    expect(await screen.findByRole('heading', { name: "You're offline" })).toBeInTheDocument();
    expect(screen.queryByText('Oops! Something went wrong')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('show the offline page for any failure while the device is offline', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const router = createMemoryRouter([
      { path: '/', Component: Broken, errorElement: <RouteErrorBoundary /> },
    ]);
    render(<RouterProvider router={router} />);
    expect(await screen.findByRole('heading', { name: "You're offline" })).toBeInTheDocument();
  });
});
