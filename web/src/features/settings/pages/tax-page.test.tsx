import { defaultTaxSettings, type TaxSettings } from '@contract/tax';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, type Route, stubFetch } from '../../../test/fetch';
import { bodyOf, renderPage } from '../../../test/render-back-office-page';
import { TaxPage } from './tax-page';

const PATH = '/intern/settings/tax';
const vat7: TaxSettings = {
  mode: 'vat',
  prices_include_tax: true,
  rate: 7,
  delivery_taxed: true,
  delivery_rate: null,
};

function taxApi(saved: TaxSettings, answer?: (body: TaxSettings) => Response | undefined): Route {
  return ({ url, init }) => {
    if (url !== '/api/business-settings/tax') return undefined;
    if (init.method === 'PUT') {
      const body = bodyOf(init) as TaxSettings;
      return answer?.(body) ?? json(200, body);
    }
    return json(200, saved);
  };
}

const example = () => within(screen.getByRole('region', { name: 'Example' }));
const puts = (calls: { url: string; init: RequestInit }[]) => calls.filter((c) => c.init.method === 'PUT');

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('tax settings', { timeout: 20_000 }, () => {
  it('show the saved settings and a worked example', async () => {
    stubFetch(taxApi(vat7));
    renderPage(TaxPage, { path: PATH });
    expect(await screen.findByLabelText('Rate')).toHaveValue('7');
    expect(screen.getByRole('radio', { name: /VAT/ })).toBeChecked();
    expect(screen.getByRole('switch', { name: /^Prices include tax/ })).toBeChecked();
    // 48.00 with 7 % VAT in it: 3.14.
    expect(example().getByText(/VAT 7 % on/)).toBeInTheDocument();
    expect(example().getByText(/3\.14/)).toBeInTheDocument();
    expect(example().getByText(/48\.00/)).toBeInTheDocument();
  });

  it('recalculate the example while typing, and save what was chosen', async () => {
    const { calls } = stubFetch(taxApi(defaultTaxSettings));
    renderPage(TaxPage, { path: PATH });
    await userEvent.click(await screen.findByRole('radio', { name: /Sales tax/ }));
    // Sales tax is usually added on top.
    expect(screen.getByRole('switch', { name: /^Prices include tax/ })).not.toBeChecked();
    const rate = screen.getByLabelText('Rate');
    await userEvent.clear(rate);
    await userEvent.type(rate, '8,875');
    // 48.00 × 8.875 % = 4.26, on top: 52.26.
    expect(example().getByText(/4\.26/)).toBeInTheDocument();
    expect(example().getByText(/52\.26/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('switch', { name: /^Delivery has a rate of its own/ }));
    const deliveryRate = screen.getByLabelText('Delivery rate');
    await userEvent.clear(deliveryRate);
    await userEvent.type(deliveryRate, '5');
    expect(example().getByText(/Sales tax 5 % on/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(puts(calls)).toHaveLength(1));
    expect(bodyOf(puts(calls)[0]?.init ?? {})).toEqual({
      mode: 'sales_tax',
      prices_include_tax: false,
      rate: 8.875,
      delivery_taxed: true,
      delivery_rate: 5,
    });
    expect(await screen.findByText('Tax settings saved')).toBeInTheDocument();
  });

  it('refuse a rate with four decimals before sending, and show the server’s word on a field', async () => {
    const { calls } = stubFetch(
      taxApi(vat7, () =>
        json(400, {
          message: 'Invalid',
          code: 'VALIDATION_ERROR',
          details: { rate: 'Use a rate of at most 100 %' },
        }),
      ),
    );
    renderPage(TaxPage, { path: PATH });
    const rate = await screen.findByLabelText('Rate');
    await userEvent.clear(rate);
    await userEvent.type(rate, '7.0001');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Use at most three decimals')).toBeInTheDocument();
    expect(puts(calls)).toHaveLength(0);
    await userEvent.clear(rate);
    await userEvent.type(rate, '19');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Use a rate of at most 100 %')).toBeInTheDocument();
  });
});
