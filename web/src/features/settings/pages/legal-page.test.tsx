import { emptyLegalDetails, type LegalDetails } from '@contract/legal-details';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, type Route, stubFetch } from '../../../test/fetch';
import { bodyOf, renderPage } from '../../../test/render-back-office-page';
import { LegalPage } from './legal-page';

const PATH = '/intern/settings/legal';
const saved: LegalDetails = {
  legal_name: 'Rose & Fern GmbH',
  street: 'Blumenstraße 12',
  zipcode: '10115',
  city: 'Berlin',
  country: 'DE',
  vat_id: 'DE123456789',
  tax_number: null,
  register_entry: null,
  responsible_person: 'Maya Lind',
  updated_at: '2030-03-01T09:00:00Z',
};

function legalApi(
  current: LegalDetails,
  answer?: (body: Record<string, unknown>) => Response | undefined,
): Route {
  return ({ url, init }) => {
    if (url !== '/api/business-settings/legal') return undefined;
    if (init.method === 'PUT') {
      const body = bodyOf(init) as Record<string, unknown>;
      return answer?.(body) ?? json(200, { ...current, ...body, updated_at: '2030-03-02T09:00:00Z' });
    }
    return json(200, current);
  };
}

const puts = (calls: { url: string; init: RequestInit }[]) => calls.filter((c) => c.init.method === 'PUT');

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('legal details', { timeout: 20_000 }, () => {
  it('start from the shop’s name when none were saved, and save what the owner typed', async () => {
    const { calls } = stubFetch(legalApi(emptyLegalDetails));
    renderPage(LegalPage, { path: PATH });
    expect(await screen.findByText(/Not saved yet/)).toBeInTheDocument();
    expect(screen.getByLabelText('Registered name')).toHaveValue('Rose & Fern');
    await userEvent.type(screen.getByLabelText('Street and number'), 'Torstraße 12');
    await userEvent.type(screen.getByLabelText('Postal code'), '10119');
    await userEvent.type(screen.getByLabelText('City'), 'Berlin');
    await userEvent.type(screen.getByLabelText('Country'), 'de');
    expect(screen.getByText('Germany')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('VAT ID'), 'de 123 456 789');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(puts(calls)).toHaveLength(1));
    expect(bodyOf(puts(calls)[0]?.init ?? {})).toEqual({
      legal_name: 'Rose & Fern',
      street: 'Torstraße 12',
      zipcode: '10119',
      city: 'Berlin',
      country: 'DE',
      vat_id: 'DE123456789',
      tax_number: null,
      register_entry: null,
      responsible_person: null,
    });
    expect(await screen.findByText('Legal details saved')).toBeInTheDocument();
  });

  it('say what is wrong beside each field before sending, and show the server’s word too', async () => {
    const { calls } = stubFetch(
      legalApi(saved, () =>
        json(400, {
          message: 'Invalid',
          code: 'VALIDATION_ERROR',
          details: { zipcode: 'Enter the postal code of the address' },
        }),
      ),
    );
    renderPage(LegalPage, { path: PATH });
    const vat = await screen.findByLabelText('VAT ID');
    expect(vat).toHaveValue('DE123456789');
    await userEvent.clear(vat);
    await userEvent.type(vat, '123456789');
    await userEvent.clear(screen.getByLabelText('Country'));
    await userEvent.type(screen.getByLabelText('Country'), 'XX');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/Use a VAT ID like DE123456789/)).toBeInTheDocument();
    expect(screen.getAllByText(/two-letter country code/).length).toBeGreaterThan(0);
    expect(puts(calls)).toHaveLength(0);
    // Neither a VAT ID nor a tax number: both fields say so.
    await userEvent.clear(vat);
    await userEvent.clear(screen.getByLabelText('Country'));
    await userEvent.type(screen.getByLabelText('Country'), 'DE');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findAllByText(/Enter a VAT ID or a tax number/)).toHaveLength(2);
    await userEvent.type(screen.getByLabelText('Tax number'), '30/123/45678');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Enter the postal code of the address')).toBeInTheDocument();
    expect(puts(calls)).toHaveLength(1);
  });

  it('are read, not changed, by a manager', async () => {
    const { calls } = stubFetch(legalApi(saved));
    renderPage(LegalPage, { path: PATH, role: 'manager' });
    expect(await screen.findByLabelText('Registered name')).toHaveValue('Rose & Fern GmbH');
    expect(screen.getByText(/Only the owner of your shop can change them/)).toBeInTheDocument();
    expect(screen.getByLabelText('Street and number')).toHaveAttribute('readonly');
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    expect(puts(calls)).toHaveLength(0);
  });
});
