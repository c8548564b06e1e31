import { messages as de } from '@contract/i18n/customer/de';
import type { LegalDetails } from '@contract/legal-details';
import { setupI18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { internOrder } from '../test/render-page';
import { Receipt } from './receipt';

const legal: LegalDetails = {
  legal_name: 'Rose & Fern GmbH',
  street: 'Blumenstraße 12',
  zipcode: '10115',
  city: 'Berlin',
  country: 'DE',
  vat_id: 'DE123456789',
  tax_number: '30/123/45678',
  register_entry: null,
  responsible_person: null,
  updated_at: '2031-01-01T00:00:00Z',
};

describe('the receipt', () => {
  it('lists the items, the total and how it was paid', () => {
    render(
      <Receipt
        order={internOrder({
          product_name: 'Spring bunch',
          payment_status: 'done',
          payment_method: 'cash',
          paid_at: '2031-03-02T10:00:00Z',
        })}
      />,
    );
    const receipt = screen.getByRole('article', { name: 'Receipt for order #1001' });
    expect(receipt).toHaveTextContent('Spring bunch€45.00');
    expect(receipt).toHaveTextContent('Delivery€4.90');
    expect(receipt).toHaveTextContent('Total€49.90');
    expect(receipt).toHaveTextContent('Paid · Cash');
    expect(receipt).not.toHaveTextContent('Net');
    expect(receipt).not.toHaveTextContent('Refunded');
  });

  it('names the customer, but not a walk-in who gave no name', () => {
    const { unmount } = render(<Receipt order={internOrder({ sender_name: 'Wanda' })} />);
    expect(screen.getByRole('article')).toHaveTextContent('CustomerWanda');
    unmount();
    render(<Receipt order={internOrder({ sender_name: 'Walk-in' })} />);
    expect(screen.getByRole('article')).not.toHaveTextContent('Customer');
    expect(screen.getByRole('article')).not.toHaveTextContent('Walk-in');
  });

  it('lists each line of an order of several, with its size and add-ons, and what gift cards paid', () => {
    const line = {
      product_id: null,
      variant_id: null,
      kind: 'flowers' as const,
      tax_rate: 0,
      tax_class: null,
    };
    render(
      <Receipt
        order={internOrder({
          price: 139.8,
          items: [
            {
              ...line,
              id: 'a',
              product_name: 'Rose bouquet',
              variant_name: 'Deluxe',
              options: [],
              quantity: 2,
              unit_price: 60,
              total: 120,
            },
            {
              ...line,
              id: 'b',
              product_name: 'Peony cloud',
              variant_name: null,
              options: [{ option_id: 'o', name: 'Vase', price: 12.5, tax_rate: 0 }],
              quantity: 1,
              unit_price: 19.8,
              total: 19.8,
            },
          ],
          total: 144.7,
          payments: [{ id: 'p', kind: 'gift_card', amount: 50, code_last4: 'K7QX' }],
          amount_due: 94.7,
        })}
      />,
    );
    const receipt = screen.getByRole('article');
    expect(receipt).toHaveTextContent('2 × Rose bouquet€120.00Deluxe');
    expect(receipt).toHaveTextContent('Peony cloud€19.80Vase');
    expect(receipt).toHaveTextContent('Gift card …K7QX−€50.00');
    expect(receipt).toHaveTextContent('To pay€94.70');
  });

  it('lists each payment of a sale paid partly by gift card and partly in cash, then what is left', () => {
    render(
      <Receipt
        order={internOrder({
          price: 45,
          delivery_price: null,
          method: 'pickup',
          total: 45,
          payment_status: 'done',
          payment_method: 'cash',
          paid_at: '2031-03-02T10:00:00Z',
          payments: [{ id: 'g', kind: 'gift_card', amount: 30, code_last4: 'K7QX' }],
          money_payments: [{ id: 'm', method: 'cash', amount: 15, at: '2031-03-02T10:00:00Z' }],
          amount_due: 0,
        })}
      />,
    );
    const receipt = screen.getByRole('article');
    expect(receipt).toHaveTextContent('Total€45.00Gift card …K7QX−€30.00Cash−€15.00To pay€0.00Paid');
    expect(receipt).not.toHaveTextContent('Paid · Cash');
  });

  it('shows what was given back', () => {
    render(<Receipt order={internOrder({ payment_status: 'done', payment_method: 'cash' })} refunded={10} />);
    expect(screen.getByRole('article')).toHaveTextContent('Refunded−€10.00');
  });

  it('shows net and tax lines when the shop charges tax', () => {
    const order = internOrder({
      tax_mode: 'vat',
      tax_included: true,
      net_total: 46.64,
      tax_total: 3.26,
      tax_lines: [{ rate: 7, base: 46.64, amount: 3.26 }],
    });
    render(<Receipt order={order} />);
    const receipt = screen.getByRole('article');
    expect(receipt).toHaveTextContent('Net€46.64');
    expect(receipt).toHaveTextContent('VAT 7 % on €46.64€3.26');
    expect(receipt).toHaveTextContent('Not paid yet');
  });

  it('prints the seller’s address and tax numbers, and a German order in German', () => {
    const order = internOrder({
      language: 'de',
      payment_status: 'done',
      payment_method: 'card',
      paid_at: '2031-03-02T10:00:00Z',
      delivery_date: '2031-03-03',
      time_slot: '09:00-12:00',
      tax_mode: 'vat',
      tax_included: true,
      net_total: 46.64,
      tax_total: 3.26,
      tax_lines: [{ rate: 7, base: 46.64, amount: 3.26 }],
    });
    render(
      <I18nProvider i18n={setupI18n({ locale: 'de', messages: { de } })}>
        <Receipt order={order} legal={legal} timeZone="Europe/Berlin" />
      </I18nProvider>,
    );
    const receipt = screen.getByRole('article', { name: 'Beleg zur Bestellung #1001' });
    expect(receipt).toHaveTextContent('Rose & Fern GmbH');
    expect(receipt).toHaveTextContent('Blumenstraße 12, 10115 Berlin');
    expect(receipt).toHaveTextContent('USt-IdNr. DE123456789');
    expect(receipt).toHaveTextContent('Steuernummer 30/123/45678');
    // German money, a German date on the shop's clock (11:00 in Berlin), German words.
    expect(receipt).toHaveTextContent('Datum02.03.2031, 11:00');
    expect(receipt).toHaveTextContent('Netto46,64 €');
    expect(receipt).toHaveTextContent('MwSt. 7 % auf 46,64 €3,26 €');
    expect(receipt).toHaveTextContent('Gesamt49,90 €');
    expect(receipt).toHaveTextContent('Bezahlt · Karte im Geschäft');
    expect(receipt).toHaveTextContent('Montag, 3. März 2031, 09:00–12:00');
    expect(receipt).toHaveTextContent('Vielen Dank!');
  });

  it('falls back to the shop’s address as typed when no legal details were saved', () => {
    render(<Receipt order={internOrder()} shopAddress="Blumenstraße 12, Berlin" />);
    expect(screen.getByRole('article')).toHaveTextContent('Blumenstraße 12, Berlin');
    expect(screen.getByRole('article')).not.toHaveTextContent('VAT ID');
  });
});
