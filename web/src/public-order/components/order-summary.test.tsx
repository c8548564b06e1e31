import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderCustomer } from '../../test/customer-i18n';
import { publicOrder } from '../test/render-public-page';
import { OrderSummary } from './order-summary';

const row = (name: RegExp | string) => {
  const term = screen.getByText(name, { selector: 'dt' });
  return term.parentElement?.textContent ?? '';
};

describe('the order summary', () => {
  it('shows the VAT included in the total, per rate, as the server answered it', () => {
    renderCustomer(
      <OrderSummary
        order={publicOrder({
          price: 40,
          delivery_price: 8,
          total: 48,
          net_total: 44.1,
          tax_total: 3.9,
          tax_lines: [
            { rate: 7, base: 37.38, amount: 2.62 },
            { rate: 19, base: 6.72, amount: 1.28 },
          ],
          tax_mode: 'vat',
          tax_included: true,
        })}
      />,
    );
    expect(row('Total')).toMatch(/48\.00/);
    expect(row('incl. 7 % VAT')).toMatch(/2\.62/);
    expect(row('incl. 19 % VAT')).toMatch(/1\.28/);
  });

  it('adds sales tax above the total, and the total is the server’s, not a sum made here', () => {
    renderCustomer(
      <OrderSummary
        order={publicOrder({
          price: 40,
          delivery_price: 8,
          total: 52.26,
          net_total: 48,
          tax_total: 4.26,
          tax_lines: [{ rate: 8.875, base: 48, amount: 4.26 }],
          tax_mode: 'sales_tax',
          tax_included: false,
        })}
      />,
    );
    expect(row('Sales tax 8.875 %')).toMatch(/4\.26/);
    expect(row('Total')).toMatch(/52\.26/);
    const terms = screen.getAllByRole('term').map((term) => term.textContent);
    expect(terms.indexOf('Sales tax 8.875 %')).toBeLessThan(terms.indexOf('Total'));
  });

  it('shows no tax rows for a shop without tax', () => {
    renderCustomer(
      <OrderSummary order={publicOrder({ price: 45, delivery_price: 5, total: 50, net_total: 50 })} />,
    );
    expect(row('Total')).toMatch(/50\.00/);
    expect(screen.queryByText(/VAT|tax/i)).not.toBeInTheDocument();
  });

  it('keeps the server’s total while the delivery price is only an estimate from the zip code', () => {
    renderCustomer(
      <OrderSummary
        order={publicOrder({ price: 45, delivery_price: null, total: 45 })}
        estimatedDelivery={5.9}
      />,
    );
    expect(row('Delivery')).toMatch(/5\.90/);
    expect(row('Total')).toMatch(/45\.00\s*\+ delivery/);
    expect(screen.queryByText(/50\.90/)).not.toBeInTheDocument();
  });
});
