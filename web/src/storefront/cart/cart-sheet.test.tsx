import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderCustomer } from '../../test/customer-i18n';
import { json, stubFetch } from '../../test/fetch';
import type { StorefrontProduct } from '../api';
import { delivers, products, SHOP_URL, shop, stubAssign } from '../test-fixtures';
import type { CartLine } from './cart';
import { CartSheet } from './cart-sheet';
import { useCart } from './use-cart';

afterEach(() => {
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

// The spring bouquet in two sizes, with a vase to add.
const spring = {
  ...(products[0] as StorefrontProduct),
  variants: [
    { id: 'v-standard', name: 'Standard', price: 39.9, current_quantity: null, photo_id: null, tax_rate: 9 },
    { id: 'v-deluxe', name: 'Deluxe', price: 54.9, current_quantity: 3, photo_id: null, tax_rate: 9 },
  ],
  options: [{ id: 'o-vase', name: 'Glass vase', price: 12.5, current_quantity: 8, tax_rate: 9 }],
};
const catalogue = [spring, products[1] as StorefrontProduct];

function CartUnderTest({ onClose }: { onClose: () => void }) {
  const cart = useCart(SHOP_URL);
  return <CartSheet shop={shop} products={catalogue} cart={cart} onClose={onClose} />;
}

function renderCart(lines: CartLine[]) {
  window.localStorage.setItem(`petal.cart.${SHOP_URL}`, JSON.stringify(lines));
  const onClose = vi.fn();
  renderCustomer(<CartUnderTest onClose={onClose} />);
  return { dialog: screen.getByRole('dialog', { name: 'Your cart' }), onClose };
}

const standard: CartLine = { product_id: spring.id, variant_id: 'v-standard', option_ids: [], quantity: 1 };
const deluxeWithVase: CartLine = {
  product_id: spring.id,
  variant_id: 'v-deluxe',
  option_ids: ['o-vase'],
  quantity: 1,
};

describe('the cart', () => {
  it('shows each line with its size and add-ons, and the total with the tax inside it', () => {
    const { dialog } = renderCart([standard, deluxeWithVase]);
    const rows = within(dialog).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(rows[1]).toHaveTextContent('Deluxe · Glass vase');
    expect(rows[1]).toHaveTextContent('€67.40 each');
    // 39.90 + 67.40 = 107.30, VAT 9 % inside it: 107.30 × 9 / 109 = 8.86.
    expect(within(dialog).getByText('Subtotal').nextSibling).toHaveTextContent('€107.30');
    expect(within(dialog).getByText('Includes VAT').nextSibling).toHaveTextContent('€8.86');
    expect(within(dialog).getByText('Total').nextSibling).toHaveTextContent('€107.30');
  });

  it('changes quantities and removes lines, and the total follows', async () => {
    const user = userEvent.setup();
    const { dialog } = renderCart([standard, deluxeWithVase]);
    await user.click(within(dialog).getByRole('button', { name: 'One more Spring bouquet, Standard' }));
    expect(
      within(dialog).getByRole('group', { name: 'Quantity of Spring bouquet, Standard' }),
    ).toHaveTextContent('2');
    expect(within(dialog).getByText('Total').nextSibling).toHaveTextContent('€147.20');
    await user.click(within(dialog).getByRole('button', { name: 'Remove Spring bouquet, Deluxe' }));
    expect(within(dialog).getAllByRole('listitem')).toHaveLength(1);
    expect(within(dialog).getByText('Total').nextSibling).toHaveTextContent('€79.80');
    expect(within(dialog).getByRole('button', { name: 'One less Spring bouquet, Standard' })).toBeEnabled();
    await user.click(within(dialog).getByRole('button', { name: 'Remove Spring bouquet, Standard' }));
    expect(within(dialog).getByText('Your cart is empty.')).toBeInTheDocument();
    expect(window.localStorage.getItem(`petal.cart.${SHOP_URL}`)).toBeNull();
  });

  it('adds the delivery once the zip code is known, then orders every line to it and empties itself', async () => {
    const assign = stubAssign();
    const { calls } = stubFetch(({ url }) => {
      if (url === `/api/products/${spring.id}/delivery-availability`) return json(200, delivers);
      if (url === `/api/storefront/${SHOP_URL}/order`)
        return json(201, { uuid: 'b1e7c2d4-0000-4000-8000-0000000000aa' });
      return undefined;
    });
    const user = userEvent.setup();
    const { dialog } = renderCart([{ ...standard, quantity: 2 }, deluxeWithVase]);
    await user.type(within(dialog).getByLabelText('Check delivery to your zip code'), '1015DV');
    await user.click(within(dialog).getByRole('button', { name: 'Check' }));
    expect(await within(dialog).findByText('Delivery')).toBeInTheDocument();
    // 2 × 39.90 + 67.40 + 7.50 delivery = 154.70.
    expect(within(dialog).getByText('Total').nextSibling).toHaveTextContent('€154.70');
    await user.click(within(dialog).getByRole('button', { name: 'Deliver it' }));
    await vi.waitFor(() =>
      expect(assign).toHaveBeenCalledWith('/order/b1e7c2d4-0000-4000-8000-0000000000aa'),
    );
    const order = calls.find((call) => call.url === `/api/storefront/${SHOP_URL}/order`);
    expect(JSON.parse(String(order?.init.body))).toEqual({
      delivery_type: 'delivery',
      items: [
        { product_id: spring.id, variant_id: 'v-standard', quantity: 2 },
        { product_id: spring.id, variant_id: 'v-deluxe', option_ids: ['o-vase'], quantity: 1 },
      ],
      language: 'en',
      // The order page starts with the zip code checked here.
      delivery_zipcode: '1015DV',
    });
    expect(window.localStorage.getItem(`petal.cart.${SHOP_URL}`)).toBeNull();
  });

  it('keeps the cart when the shop refuses the order, and says why', async () => {
    stubAssign();
    stubFetch(({ url }) =>
      url === `/api/storefront/${SHOP_URL}/order`
        ? json(409, { message: 'Sorry, Spring bouquet (Deluxe) is sold out.', code: 'CONFLICT', details: {} })
        : undefined,
    );
    const user = userEvent.setup();
    const { dialog } = renderCart([deluxeWithVase]);
    await user.click(within(dialog).getByRole('button', { name: 'Pick it up' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('sold out');
    expect(window.localStorage.getItem(`petal.cart.${SHOP_URL}`)).not.toBeNull();
  });
});
