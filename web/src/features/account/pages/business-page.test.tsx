import type { Business } from '@contract/business';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { queryKeys } from '../../../lib/query-keys';
import { json, type Route, stubFetch } from '../../../test/fetch';
import { bodyOf, business, renderPage } from '../../../test/render-back-office-page';
import { BusinessPage } from './business-page';

const PATH = '/intern/account/business';

/** The business endpoints: `taken-*` urls belong to other shops. */
const businessApi: Route = ({ url, init }) => {
  if (url.startsWith('/api/users/update/check?')) {
    const value = new URL(url, 'http://petal.test').searchParams.get('value') ?? '';
    return json(200, { available: !value.startsWith('taken') });
  }
  if (url === '/api/business/' && init.method === 'PUT') {
    return json(200, { ...business, ...(bodyOf(init) as Partial<Business>) });
  }
  if (url === '/api/business/logo' && init.method === 'POST') {
    return json(200, { ...business, logo_url: '/uploads/logo.webp' });
  }
};

const checks = (calls: { url: string }[]) => calls.filter((c) => c.url.startsWith('/api/users/update/check'));

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the business page', { timeout: 20_000 }, () => {
  it('shows the shop’s details and saves a change', async () => {
    const { calls } = stubFetch(businessApi);
    const { client } = renderPage(BusinessPage, { path: PATH });
    expect(screen.getByLabelText('Shop name')).toHaveValue('Rose & Fern');
    expect(screen.getByLabelText('Web address')).toHaveValue('rose-and-fern');
    expect(screen.getByText("Your shop's address")).toBeInTheDocument();
    expect(screen.getByText(/rose-and-fern\/store$/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save details' })).toBeDisabled();

    await userEvent.clear(screen.getByLabelText('Phone'));
    await userEvent.type(screen.getByLabelText('Phone'), '+49 30 7654321');
    await userEvent.click(screen.getByRole('button', { name: 'Save details' }));

    expect(await screen.findByText('Shop details saved')).toBeInTheDocument();
    const put = calls.find((c) => c.init.method === 'PUT');
    expect(bodyOf(put?.init ?? {})).toMatchObject({ name: 'Rose & Fern', phone: '+49 30 7654321' });
    expect(client.getQueryData<Business>(queryKeys.business)?.phone).toBe('+49 30 7654321');
    // The shop's own address is never checked: it is theirs.
    expect(checks(calls)).toHaveLength(0);
  });

  it('checks the web address as the owner types, once typing pauses', async () => {
    const { calls } = stubFetch(businessApi);
    renderPage(BusinessPage, { path: PATH });
    const url = screen.getByLabelText('Web address');

    await userEvent.clear(url);
    await userEvent.type(url, 'taken-name');
    // The check waits for a pause in the typing, then asks the server: on a crowded machine that
    // took longer than findBy's one second once.
    const answered = { timeout: 5_000 };
    expect(await screen.findByText('This address is taken, try another', {}, answered)).toBeInTheDocument();
    expect(checks(calls).map((c) => c.url)).toEqual(['/api/users/update/check?type=url&value=taken-name']);

    await userEvent.click(screen.getByRole('button', { name: 'Save details' }));
    expect(calls.some((c) => c.init.method === 'PUT')).toBe(false);

    await userEvent.clear(url);
    await userEvent.type(url, 'fern-and-moss');
    expect(await screen.findByText('This address is available', {}, answered)).toBeInTheDocument();
    expect(screen.getByText(/fern-and-moss\/store$/)).toBeInTheDocument();
    expect(screen.getByText(/Links to your old storefront address stop working/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save details' }));
    expect(
      await screen.findByText('Saved. Your storefront is now at /fern-and-moss/store'),
    ).toBeInTheDocument();
  });

  it('uploads a logo', async () => {
    stubFetch(businessApi);
    renderPage(BusinessPage, { path: PATH });
    expect(screen.getByText('No logo')).toBeInTheDocument();
    await userEvent.upload(
      screen.getByLabelText('Logo file'),
      new File(['png'], 'logo.png', { type: 'image/png' }),
    );
    expect(await screen.findByRole('img', { name: 'Rose & Fern logo' })).toHaveAttribute(
      'src',
      '/uploads/logo.webp',
    );
  });

  it('tells managers and florists that the details are the owner’s', async () => {
    for (const role of ['manager', 'florist'] as const) {
      const { calls } = stubFetch(businessApi);
      const { unmount } = renderPageWithUnmount(role);
      expect(screen.getByText(/Only the owner of your shop can change/)).toBeInTheDocument();
      expect(screen.queryByLabelText('Shop name')).not.toBeInTheDocument();
      await waitFor(() => expect(calls).toHaveLength(0));
      unmount();
    }
  });

  it('sets the customers’ language', async () => {
    const { calls } = stubFetch(businessApi);
    renderPage(BusinessPage, { path: PATH });
    const language = screen.getByLabelText('Customers’ language');
    expect(language).toHaveValue('en');
    await userEvent.selectOptions(language, 'Deutsch');
    await userEvent.click(screen.getByRole('button', { name: 'Save details' }));
    await waitFor(() =>
      expect(bodyOf(calls.find((c) => c.init.method === 'PUT')?.init ?? {})).toMatchObject({
        language: 'de',
      }),
    );
  });
});

function renderPageWithUnmount(role: 'manager' | 'florist') {
  renderPage(BusinessPage, { path: PATH, role });
  return { unmount: () => document.body.replaceChildren() };
}
