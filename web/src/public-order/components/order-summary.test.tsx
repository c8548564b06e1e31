import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderCustomer } from '../../test/customer-i18n';
import { orderLine as line, publicOrder } from '../test/render-public-page';
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

  it('adds the zip code’s delivery price to the total before the server has set it', () => {
    renderCustomer(
      <OrderSummary
        order={publicOrder({ price: 45, delivery_price: null, total: 45, items: [line(45, 0)] })}
        estimatedDelivery={5.9}
      />,
    );
    expect(row('Delivery')).toMatch(/5\.90/);
    expect(row('Total')).toMatch(/50\.90$/);
    expect(screen.queryByText(/\+ delivery/)).not.toBeInTheDocument();
  });

  it('taxes that delivery as the order’s rule says: VAT inside the prices, or sales tax on top', () => {
    const vat = renderCustomer(
      <OrderSummary
        order={publicOrder({
          price: 40,
          total: 40,
          net_total: 37.38,
          tax_total: 2.62,
          tax_lines: [{ rate: 7, base: 37.38, amount: 2.62 }],
          tax_mode: 'vat',
          tax_included: true,
          delivery_tax_rate: 19,
          items: [line(40, 7)],
        })}
        estimatedDelivery={8}
      />,
    );
    expect(row('Total')).toMatch(/48\.00$/);
    expect(row('incl. 7 % VAT')).toMatch(/2\.62/);
    expect(row('incl. 19 % VAT')).toMatch(/1\.28/);
    vat.unmount();
    renderCustomer(
      <OrderSummary
        order={publicOrder({
          price: 40,
          total: 43.55,
          net_total: 40,
          tax_total: 3.55,
          tax_lines: [{ rate: 8.875, base: 40, amount: 3.55 }],
          tax_mode: 'sales_tax',
          tax_included: false,
          delivery_tax_rate: 8.875,
          items: [line(40, 8.875)],
        })}
        estimatedDelivery={8}
      />,
    );
    expect(row('Sales tax 8.875 %')).toMatch(/4\.26/);
    expect(row('Total')).toMatch(/52\.26$/);
  });

  it('says “+ delivery” only while nobody knows the delivery price', () => {
    renderCustomer(<OrderSummary order={publicOrder({ items: [line(45, 0)] })} estimatedDelivery={null} />);
    expect(row('Delivery')).toMatch(/Depends on the zip code/);
    expect(row('Total')).toMatch(/45\.00\s*\+ delivery/);
  });

  it('keeps the server’s total for an order whose lines do not make up its price', () => {
    // An order from before lines: nothing here knows how its price is taxed.
    renderCustomer(
      <OrderSummary order={publicOrder({ price: 45, total: 45, items: [] })} estimatedDelivery={5.9} />,
    );
    expect(row('Delivery')).toMatch(/5\.90/);
    expect(row('Total')).toMatch(/45\.00\s*\+ delivery/);
  });
});
