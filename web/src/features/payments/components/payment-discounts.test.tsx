import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { setViewportWidth } from '../../../test/viewport';
import { paymentFixture } from '../test/fixtures';
import { PaymentList } from './payment-list';

const items = [
  paymentFixture(1001, { discount_code: 'SPRING10', discount_total: 4.5, amount: 45.4 }),
  paymentFixture(1002),
];

function renderList() {
  const router = createMemoryRouter(
    [{ path: '*', element: <PaymentList items={items} currency="EUR" timeZone="Europe/Berlin" /> }],
    { initialEntries: ['/intern/payments'] },
  );
  render(<RouterProvider router={router} />);
}

describe('the ledger’s discounts', () => {
  it('on a desk: a Discount column with the code and what it took off, a dash without one', () => {
    setViewportWidth(1280);
    renderList();
    expect(screen.getByRole('columnheader', { name: 'Discount' })).toBeInTheDocument();
    const [first, second] = screen.getAllByRole('row').slice(1);
    expect(within(first as HTMLElement).getByText(/SPRING10/).parentElement).toHaveTextContent(
      'SPRING10−€4.50',
    );
    expect(second).toHaveTextContent('—');
  });

  it('on a phone: a line under the payment that had one', () => {
    setViewportWidth(390);
    renderList();
    expect(screen.getByText('discount SPRING10 −€4.50')).toBeInTheDocument();
    expect(screen.getAllByText(/^discount /)).toHaveLength(1);
  });
});
