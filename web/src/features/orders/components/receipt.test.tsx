import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { internOrder } from '../test/render-page';
import { Receipt } from './receipt';

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
});
