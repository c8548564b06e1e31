import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { orderItem } from '../../../test/order-item';
import { printBatch, printOrder } from '../test/print-batch';
import { WorkTicket } from './work-ticket';

const line = {
  id: 'line-1',
  product_id: 'p1',
  product_name: 'Peony bouquet',
  variant_id: 'v1',
  variant_name: 'Large',
  options: [
    { option_id: 'o1', name: 'Vase', price: 12, tax_rate: 0 },
    { option_id: 'o2', name: 'Chocolates', price: 6, tax_rate: 0 },
  ],
  quantity: 2,
  unit_price: 63,
  total: 126,
  kind: 'flowers' as const,
  tax_rate: 0,
  tax_class: null,
};

describe('work ticket', () => {
  it('prints each add-on on its own line, as large and dark as the product, so a vase is not missed', () => {
    const order = printOrder(1001, { items: [line] });
    render(<WorkTicket order={order} shop={printBatch([order]).shop} />);
    const ticket = screen.getByRole('article', { name: 'Work ticket #1001' });

    const product = within(ticket).getByText(/2 ×/).closest('p') as HTMLElement;
    expect(product).toHaveTextContent('2 × Peony bouquet');
    for (const name of ['+ Vase', '+ Chocolates']) {
      const addOn = within(ticket).getByText(name);
      expect(addOn.tagName).toBe('P');
      expect(addOn.className).toBe(product.className);
      expect(addOn.className).not.toMatch(/text-neutral-|text-muted/);
    }
    expect(within(ticket).getByText('Large')).toBeInTheDocument();
  });

  // An order of several lines (docs/decisions/040): the bench reads each of them off the ticket.
  it('prints every line of an order of several lines, each size and add-on with it', () => {
    const items = [
      orderItem({ id: 'l1', product_name: 'Rose bouquet', variant_name: 'Standard', quantity: 2 }),
      orderItem({
        id: 'l2',
        product_name: 'Rose bouquet',
        variant_name: 'Deluxe',
        options: [{ option_id: 'o1', name: 'Glass vase', price: 12.5, tax_rate: 0 }],
      }),
    ];
    const order = printOrder(1001, { items });
    render(<WorkTicket order={order} shop={printBatch([order]).shop} />);
    expect(screen.getByText('Standard')).toBeInTheDocument();
    expect(screen.getByText('Deluxe')).toBeInTheDocument();
    expect(screen.getByText('+ Glass vase')).toBeInTheDocument();
    expect(screen.getAllByText(/Rose bouquet/)).toHaveLength(2);
  });
});
