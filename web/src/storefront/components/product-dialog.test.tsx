import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderCustomer } from '../../test/customer-i18n';
import { json, stubFetch } from '../../test/fetch';
import type { Storefront } from '../api';
import { delivers, products, SHOP_URL, shop, stubAssign } from '../test-fixtures';
import { ProductDialog } from './product-dialog';

afterEach(() => {
  vi.unstubAllGlobals();
});

const spring = products[0] as (typeof products)[number];
const availabilityUrl = `/api/products/${spring.id}/delivery-availability`;
const orderUrl = `/api/storefront/${SHOP_URL}/order`;

function renderDialog(store: Storefront = shop) {
  const onClose = vi.fn();
  renderCustomer(<ProductDialog product={spring} shop={store} onClose={onClose} />);
  return { dialog: screen.getByRole('dialog', { name: 'Spring bouquet' }), onClose };
}

async function checkZip(zipcode: string) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Check delivery to your zip code'), zipcode);
  await user.click(screen.getByRole('button', { name: 'Check' }));
  return user;
}

describe('product view', () => {
  it('shows every photo, the price and the description', () => {
    const { dialog } = renderDialog();
    expect(within(dialog).getByText('€39.90')).toBeInTheDocument();
    expect(within(dialog).getAllByRole('button', { name: /Show photo/ })).toHaveLength(3);
    expect(within(dialog).getByRole('button', { name: 'Show photo 1 of 3' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('checks a zip code and shows the delivery price', async () => {
    const { calls } = stubFetch(({ url }) => (url === availabilityUrl ? json(200, delivers) : undefined));
    renderDialog();
    // Pickup is offered before any check; delivery waits for one.
    expect(screen.getByRole('button', { name: 'Pick it up' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Deliver it' })).not.toBeInTheDocument();

    await checkZip('1015 dv');

    expect(await screen.findByText('We deliver to 1015 DV for €7.50.')).toBeInTheDocument();
    expect(screen.getByText('Rose & Fern Centre')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Deliver it' })).toBeInTheDocument();
    expect(calls[0]?.init.method).toBe('POST');
    expect(JSON.parse(String(calls[0]?.init.body))).toEqual({ zipcode: '1015 dv' });
  });

  it("says when the shop doesn't deliver there, and still offers pickup", async () => {
    stubFetch(({ url }) =>
      url === availabilityUrl
        ? json(200, { ...delivers, can_deliver: false, delivery_price: null })
        : undefined,
    );
    renderDialog();
    await checkZip('9999');

    expect(await screen.findByText("We don't deliver to 9999.")).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Deliver it' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pick it up' })).toBeInTheDocument();
  });

  it("puts the server's message on a zip code it refuses", async () => {
    stubFetch(({ url }) =>
      url === availabilityUrl
        ? json(400, {
            message: 'Invalid data provided',
            code: 'VALIDATION_ERROR',
            details: { zipcode: 'Use letters, digits and hyphens only' },
          })
        : undefined,
    );
    renderDialog();
    await checkZip('12#4');

    const input = screen.getByLabelText('Check delivery to your zip code');
    expect(await screen.findByText('Use letters, digits and hyphens only')).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Use letters, digits and hyphens only');
  });

  it('orders for delivery and continues on the order page', async () => {
    const assign = stubAssign();
    let release: () => void = () => {};
    const { calls } = stubFetch(({ url }) => {
      if (url === availabilityUrl) return json(200, delivers);
      if (url === orderUrl) {
        return new Promise<Response>((resolve) => {
          release = () => resolve(json(201, { uuid: 'b1e7c2d4-0000-4000-8000-000000000001', number: 1001 }));
        });
      }
      return undefined;
    });
    renderDialog();
    const user = await checkZip('1015DV');
    await user.click(await screen.findByRole('button', { name: 'Deliver it' }));

    // Pending: both choices wait for the answer.
    expect(screen.getByRole('button', { name: 'Deliver it' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Pick it up' })).toBeDisabled();
    release();

    await vi.waitFor(() =>
      expect(assign).toHaveBeenCalledWith('/order/b1e7c2d4-0000-4000-8000-000000000001'),
    );
    const order = calls.find((call) => call.url === orderUrl);
    expect(order?.init.method).toBe('POST');
    expect(JSON.parse(String(order?.init.body))).toEqual({
      delivery_type: 'delivery',
      items: [{ product_id: spring.id, quantity: 1 }],
      language: 'en',
      delivery_zipcode: '1015DV',
    });
  });

  it('orders for pickup without a zip check, and shows a refusal', async () => {
    const assign = stubAssign();
    const { calls } = stubFetch(({ url }) =>
      url === orderUrl
        ? json(409, { message: 'This product is sold out', code: 'CONFLICT', details: {} })
        : undefined,
    );
    renderDialog();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Pick it up' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('This product is sold out');
    expect(screen.getByRole('button', { name: 'Pick it up' })).toBeEnabled();
    expect(JSON.parse(String(calls[0]?.init.body)).delivery_type).toBe('pickup');
    expect(assign).not.toHaveBeenCalled();
  });

  it('chooses a size and an add-on, and orders them as one line', async () => {
    const assign = stubAssign();
    const { calls } = stubFetch(({ url }) => (url === orderUrl ? json(201, { uuid: 'u1' }) : undefined));
    const sized = {
      ...spring,
      variants: [
        { id: 'v-std', name: 'Standard', price: 39.9, current_quantity: 0, photo_id: null, tax_rate: 9 },
        { id: 'v-dlx', name: 'Deluxe', price: 59.9, current_quantity: null, photo_id: null, tax_rate: 9 },
      ],
      options: [{ id: 'o-vase', name: 'Glass vase', price: 12.5, current_quantity: 3, tax_rate: 9 }],
    };
    renderCustomer(<ProductDialog product={sized} shop={shop} onClose={vi.fn()} />);
    const user = userEvent.setup();
    // The sold-out size cannot be chosen; the first one left is.
    expect(screen.getByRole('radio', { name: /Standard/ })).toBeDisabled();
    expect(screen.getByRole('radio', { name: /Deluxe/ })).toBeChecked();
    await user.click(screen.getByRole('checkbox', { name: /Glass vase/ }));
    await user.click(screen.getByRole('button', { name: 'Pick it up' }));
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('/order/u1'));
    expect(JSON.parse(String(calls[0]?.init.body))).toEqual({
      delivery_type: 'pickup',
      items: [{ product_id: spring.id, variant_id: 'v-dlx', option_ids: ['o-vase'], quantity: 1 }],
      language: 'en',
    });
  });

  it('offers no pickup when the shop has none', () => {
    renderDialog({ ...shop, pickup_enabled: false });
    expect(screen.queryByRole('button', { name: 'Pick it up' })).not.toBeInTheDocument();
    expect(screen.getByText('Check your zip code to have it delivered.')).toBeInTheDocument();
  });

  it('says when the shop takes no orders online', () => {
    renderDialog({ ...shop, pickup_enabled: false, delivery_enabled: false });
    expect(screen.getByText(/does not take orders online/)).toBeInTheDocument();
    expect(screen.queryByLabelText('Check delivery to your zip code')).not.toBeInTheDocument();
  });

  it('closes with Escape and the close button', async () => {
    const { onClose } = renderDialog();
    const user = userEvent.setup();
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });
});

describe('choosing a size and add-ons', () => {
  const sized = {
    ...spring,
    variants: [
      { id: 'v-standard', name: 'Standard', price: 39.9, current_quantity: 0, photo_id: null, tax_rate: 9 },
      { id: 'v-deluxe', name: 'Deluxe', price: 54.9, current_quantity: 3, photo_id: null, tax_rate: 9 },
    ],
    options: [
      { id: 'o-vase', name: 'Glass vase', price: 12.5, current_quantity: 8, tax_rate: 9 },
      { id: 'o-balloon', name: 'Balloon', price: 4, current_quantity: 0, tax_rate: 9 },
    ],
  };

  it('starts on the first size for sale, prices the choice, and puts it in the cart', async () => {
    const onAddToCart = vi.fn(() => true);
    renderCustomer(<ProductDialog product={sized} shop={shop} onClose={vi.fn()} onAddToCart={onAddToCart} />);
    const dialog = screen.getByRole('dialog', { name: 'Spring bouquet' });
    const user = userEvent.setup();
    expect(within(dialog).getByRole('radio', { name: /Standard/ })).toBeDisabled();
    expect(within(dialog).getByRole('radio', { name: /Deluxe/ })).toBeChecked();
    expect(within(dialog).getByRole('checkbox', { name: /Balloon/ })).toBeDisabled();
    // The price at the top and the size's own.
    expect(within(dialog).getAllByText('€54.90')).toHaveLength(2);

    await user.click(within(dialog).getByRole('checkbox', { name: /Glass vase/ }));
    await user.click(within(dialog).getByRole('button', { name: 'One more' }));
    // (54.90 + 12.50) × 2
    expect(within(dialog).getByText('€134.80')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Add to cart' }));
    expect(onAddToCart).toHaveBeenCalledWith({
      product_id: sized.id,
      variant_id: 'v-deluxe',
      option_ids: ['o-vase'],
      quantity: 2,
    });
  });

  it('says so when the cart is full', async () => {
    renderCustomer(
      <ProductDialog product={spring} shop={shop} onClose={vi.fn()} onAddToCart={() => false} />,
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Your cart is full');
  });
});
