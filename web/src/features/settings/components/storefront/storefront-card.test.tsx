import { emptyLegalDetails } from '@contract/legal-details';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, stubFetch } from '../../../../test/fetch';
import { business, renderPage } from '../../../../test/render-back-office-page';
import { StorefrontCard } from './storefront-card';

const legalAnswer =
  (updatedAt: string | null) =>
  ({ url }: { url: string }) =>
    url === '/api/business-settings/legal'
      ? json(200, { ...emptyLegalDetails, updated_at: updatedAt })
      : undefined;

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the storefront card', () => {
  it('links to the shop’s storefront and lets the owner upload and remove the logo', async () => {
    const { calls } = stubFetch(({ init }) => {
      if (init.method === 'POST') return json(200, { ...business, logo_url: '/uploads/abc.webp' });
      if (init.method === 'DELETE') return json(200, { ...business, logo_url: null });
      return undefined;
    });
    renderPage(StorefrontCard, { path: '/intern/settings' });
    expect(screen.getByRole('link', { name: /rose-and-fern\/store/ })).toHaveAttribute(
      'href',
      '/rose-and-fern/store',
    );
    expect(screen.getByText('No logo')).toBeInTheDocument();

    const file = new File(['fake'], 'logo.png', { type: 'image/png' });
    await userEvent.upload(screen.getByLabelText('Logo file'), file);
    expect(await screen.findByRole('img', { name: 'Rose & Fern logo' })).toHaveAttribute(
      'src',
      '/uploads/abc.webp',
    );
    const upload = calls.find((c) => c.init.method === 'POST');
    expect(upload?.url).toBe('/api/business/logo');
    expect(upload?.init.body).toBeInstanceOf(FormData);
    expect((upload?.init.body as FormData | undefined)?.get('logo')).toBeInstanceOf(File);

    await userEvent.click(screen.getByRole('button', { name: 'Remove logo' }));
    await waitFor(() => expect(screen.getByText('No logo')).toBeInTheDocument());
    expect(calls.some((c) => c.init.method === 'DELETE' && c.url === '/api/business/logo')).toBe(true);
  });

  it('shows managers the link and logo without the owner’s buttons', () => {
    stubFetch(() => undefined);
    renderPage(StorefrontCard, { path: '/intern/settings', role: 'manager' });
    expect(screen.getByRole('link', { name: /rose-and-fern\/store/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Upload logo' })).not.toBeInTheDocument();
  });

  it('links the imprint and privacy notice, and says the imprint is incomplete until legal details are saved', async () => {
    stubFetch(legalAnswer(null));
    renderPage(StorefrontCard, { path: '/intern/settings' });
    expect(screen.getByRole('link', { name: 'imprint' })).toHaveAttribute('href', '/rose-and-fern/imprint');
    expect(screen.getByRole('link', { name: 'privacy notice' })).toHaveAttribute(
      'href',
      '/rose-and-fern/privacy',
    );
    expect(await screen.findByText(/Your imprint is incomplete/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'legal details' })).toHaveAttribute(
      'href',
      '/intern/settings/legal',
    );
  });

  it('says nothing is missing once the legal details are saved', async () => {
    const { calls } = stubFetch(legalAnswer('2030-03-01T09:00:00Z'));
    renderPage(StorefrontCard, { path: '/intern/settings' });
    await waitFor(() => expect(calls.some((c) => c.url === '/api/business-settings/legal')).toBe(true));
    expect(screen.queryByText(/Your imprint is incomplete/)).not.toBeInTheDocument();
  });
});
