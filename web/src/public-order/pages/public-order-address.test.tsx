import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, type Route, stubFetch } from '../../test/fetch';
import { publicApi, renderPublicPage, UUID } from '../test/render-public-page';

const PATH = `/order/${UUID}`;

const suggestions =
  (items: { label: string; address: string; city: string; zipcode: string }[]): Route =>
  ({ url }) =>
    url.startsWith(`/api/orders/${UUID}/address-suggestions?`)
      ? json(200, { source: 'geocoder', items })
      : undefined;

const asked = (calls: { url: string }[]) =>
  calls
    .filter((call) => call.url.includes('/address-suggestions?'))
    .map((call) => new URL(call.url, 'http://x').searchParams.get('q'));

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('address suggestions on the customer’s page', { timeout: 20_000 }, () => {
  it('suggests addresses as the customer types and fills street, city and zip code', async () => {
    const { calls } = stubFetch(
      suggestions([
        { label: 'Torstraße 1, 10119 Berlin', address: 'Torstraße 1', city: 'Berlin', zipcode: '10119' },
        { label: 'Torstraße 10, 10119 Berlin', address: 'Torstraße 10', city: 'Berlin', zipcode: '10119' },
      ]),
      publicApi(),
    );
    renderPublicPage(PATH);

    const street = await screen.findByRole('combobox', { name: 'Street address' });
    await userEvent.type(street, 'To');
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(screen.queryByRole('listbox')).toBeNull();

    await userEvent.type(street, 'rstr');
    const list = await screen.findByRole('listbox', { name: 'Address suggestions' });
    expect(street).toHaveAttribute('aria-expanded', 'true');
    expect(asked(calls)).toEqual(['Torstr']);
    expect(
      within(list)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Torstraße 1, 10119 Berlin', 'Torstraße 10, 10119 Berlin']);

    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    expect(within(list).getByRole('option', { name: 'Torstraße 10, 10119 Berlin' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(street).toHaveValue('Torstr');

    await userEvent.type(street, 'a');
    await userEvent.click(await screen.findByRole('option', { name: 'Torstraße 1, 10119 Berlin' }));
    expect(street).toHaveValue('Torstraße 1');
    expect(screen.getByLabelText('City')).toHaveValue('Berlin');
    expect(screen.getByLabelText('Zip code')).toHaveValue('10119');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(street).toHaveFocus();
  });

  it('chooses with the keyboard, keeping the typed street when the suggestion has none', async () => {
    stubFetch(
      suggestions([{ label: '10117 Berlin', address: '', city: 'Berlin', zipcode: '10117' }]),
      publicApi(),
    );
    renderPublicPage(PATH);

    const street = await screen.findByRole('combobox', { name: 'Street address' });
    await userEvent.type(street, 'Torstraße 1');
    await screen.findByRole('option', { name: '10117 Berlin' });
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(street).toHaveValue('Torstraße 1');
    expect(screen.getByLabelText('City')).toHaveValue('Berlin');
    expect(screen.getByLabelText('Zip code')).toHaveValue('10117');
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('shows nothing when there is nothing to suggest', async () => {
    const { calls } = stubFetch(suggestions([]), publicApi());
    renderPublicPage(PATH);

    const street = await screen.findByRole('combobox', { name: 'Street address' });
    await userEvent.type(street, 'Nowhere 5');
    await waitFor(() => expect(asked(calls)).toEqual(['Nowhere 5']));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(screen.queryByRole('option')).toBeNull();
    expect(street).toHaveAttribute('aria-expanded', 'false');
    expect(street).toHaveValue('Nowhere 5');
  });
});
