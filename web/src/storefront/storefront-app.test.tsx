import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderCustomer } from '../test/customer-i18n';
import { json } from '../test/fetch';
import { StorefrontApp } from './storefront-app';
import { FERN_ID, SHOP_URL, SPRING_ID, shop, stubStore } from './test-fixtures';

beforeEach(() => {
  window.history.replaceState(null, '', `/${SHOP_URL}/store`);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const renderStore = () => renderCustomer(<StorefrontApp shopUrl={SHOP_URL} />);

describe('storefront', () => {
  it('shows the shop, its contact and its products with the primary photo first', async () => {
    stubStore();
    renderStore();

    expect(await screen.findByRole('heading', { level: 1, name: 'Rose & Fern' })).toBeInTheDocument();
    // The title is set just after the page renders.
    await waitFor(() => expect(document.title).toBe('Rose & Fern'));
    expect(screen.getByRole('link', { name: '+31 20 123 4567' })).toHaveAttribute('href', 'tel:+31201234567');
    expect(screen.getByRole('link', { name: 'hello@roseandfern.example' })).toHaveAttribute(
      'href',
      'mailto:hello@roseandfern.example',
    );
    expect(screen.getByText('Prinsengracht 12, Amsterdam')).toBeInTheDocument();

    // The products arrive by their own request, maybe after the shop.
    const products = within(await screen.findByRole('list', { name: 'Products' })).getAllByRole('listitem');
    expect(products).toHaveLength(2);
    const first = within(products[0] as HTMLElement);
    const image = first.getByRole('img', { name: 'Spring bouquet' });
    expect(image).toHaveAttribute('src', '/uploads/spring-front-thumb.webp');
    expect(image).toHaveAttribute(
      'srcset',
      '/uploads/spring-front-thumb.webp 384w, /uploads/spring-front.webp 1600w',
    );
    expect(image).toHaveAttribute('width', '1600');
    expect(image).toHaveAttribute('height', '2000');
    expect(image).toHaveAttribute('loading', 'eager');
    expect(first.getByText('Featured')).toBeInTheDocument();
    expect(first.getByText('€39.90')).toBeInTheDocument();
    const second = within(products[1] as HTMLElement);
    expect(second.queryByText('Featured')).not.toBeInTheDocument();
    expect(second.getByRole('img', { name: 'Boston fern' })).toHaveAttribute(
      'src',
      '/uploads/fern-thumb.webp',
    );
    // Both are in the first row, which loads at once.
    expect(second.getByRole('img')).toHaveAttribute('loading', 'eager');
  });

  it('links its imprint and privacy notice from the foot of the page, in the language shown', async () => {
    stubStore();
    renderStore();
    const footer = within(await screen.findByRole('contentinfo'));
    const legal = within(footer.getByRole('navigation', { name: 'Legal' }));
    expect(legal.getByRole('link', { name: 'Imprint' })).toHaveAttribute(
      'href',
      `/${SHOP_URL}/imprint?lang=en`,
    );
    expect(legal.getByRole('link', { name: 'Privacy notice' })).toHaveAttribute(
      'href',
      `/${SHOP_URL}/privacy?lang=en`,
    );
  });

  it('filters the products by category', async () => {
    stubStore();
    const user = userEvent.setup();
    renderStore();

    await user.click(await screen.findByRole('button', { name: 'Plants' }));
    expect(screen.getByRole('button', { name: 'Plants' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.queryByText('Spring bouquet')).not.toBeInTheDocument();
    expect(screen.getByText('Boston fern')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'All' }));
    expect(screen.getByText('Spring bouquet')).toBeInTheDocument();
    expect(screen.getByText('Boston fern')).toBeInTheDocument();
  });

  it('answers an unknown shop with a friendly page that leads home', async () => {
    const { calls } = stubStore(({ url }) =>
      url.startsWith('/api/storefront/no-such-shop')
        ? json(404, { message: 'Shop not found', code: 'NOT_FOUND', details: {} })
        : undefined,
    );
    renderCustomer(<StorefrontApp shopUrl="no-such-shop" />);

    expect(await screen.findByRole('heading', { name: 'We could not find this shop' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
    await waitFor(() => expect(document.title).toBe('Shop not found · Petal'));
    expect(calls[0]?.url).toBe('/api/storefront/no-such-shop');
  });

  it('says when the shop did not load and tries again on Retry', async () => {
    let offline = true;
    stubStore(() => {
      if (offline) throw new TypeError('Failed to fetch');
      return undefined;
    });
    const user = userEvent.setup();
    renderStore();

    expect(await screen.findByRole('alert')).toHaveTextContent('We could not reach the shop');
    offline = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 1, name: shop.name })).toBeInTheDocument();
  });

  it('opens a product with Enter and closes it with Escape, giving focus back', async () => {
    stubStore();
    const user = userEvent.setup();
    renderStore();
    await screen.findByText('Spring bouquet');

    // Tab through the header links and the category chips to the first product.
    const card = screen.getByRole('button', { name: /Spring bouquet/ });
    while (document.activeElement !== card) await user.tab();
    await user.keyboard('{Enter}');

    const dialog = await screen.findByRole('dialog', { name: 'Spring bouquet' });
    expect(window.location.pathname).toBe(`/${SHOP_URL}/store/spring-bouquet-${SPRING_ID}`);
    await waitFor(() => expect(document.title).toBe('Spring bouquet · Rose & Fern'));
    expect(within(dialog).getByRole('img', { name: 'Spring bouquet, photo 1 of 3' })).toHaveAttribute(
      'src',
      '/uploads/spring-front-thumb.webp',
    );
    expect(within(dialog).getByText('Tulips and ranunculus.')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Show photo 3 of 3' }));
    expect(within(dialog).getByRole('img', { name: 'Spring bouquet, photo 3 of 3' })).toHaveAttribute(
      'src',
      '/uploads/spring-top-thumb.webp',
    );

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(card).toHaveFocus();
    await waitFor(() => expect(window.location.pathname).toBe(`/${SHOP_URL}/store`));
  });

  it.each([`/${SHOP_URL}/store/boston-fern-${FERN_ID}`, `/${SHOP_URL}/store#product-${FERN_ID}`])(
    'opens the product named in the address %s',
    async (address) => {
      window.history.replaceState(null, '', address);
      stubStore();
      renderStore();
      const dialog = await screen.findByRole('dialog', { name: 'Boston fern' });
      expect(within(dialog).getByRole('img', { name: 'Boston fern, photo 1 of 2' })).toHaveAttribute(
        'src',
        '/uploads/fern-thumb.webp',
      );
    },
  );

  it('goes to the shop page when the address names a product no longer for sale, and back and forward work', async () => {
    window.history.replaceState(null, '', `/${SHOP_URL}/store/gone-0c1a2b3c-4d5e-4f60-8a7b-9c0d1e2f3a99`);
    stubStore();
    const user = userEvent.setup();
    renderStore();
    await screen.findByText('Spring bouquet');
    await waitFor(() => expect(window.location.pathname).toBe(`/${SHOP_URL}/store`));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /Boston fern/ }));
    await screen.findByRole('dialog', { name: 'Boston fern' });
    window.history.back();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    window.history.forward();
    expect(await screen.findByRole('dialog', { name: 'Boston fern' })).toBeInTheDocument();
  });

  it('filters by the occasions some product is for', async () => {
    stubStore();
    const user = userEvent.setup();
    renderStore();
    const occasions = await screen.findByRole('navigation', { name: 'Occasions' });
    expect(
      within(occasions)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Any occasion', 'Birthday', 'Thank you', 'Get well']);
    await user.click(within(occasions).getByRole('button', { name: 'Get well' }));
    expect(within(occasions).getByRole('button', { name: 'Get well' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.queryByText('Spring bouquet')).not.toBeInTheDocument();
    expect(screen.getByText('Boston fern')).toBeInTheDocument();
    // With a category that holds none of them: nothing, said kindly.
    await user.click(screen.getByRole('button', { name: 'Bouquets' }));
    expect(screen.getByText('Nothing here right now')).toBeInTheDocument();
    await user.click(within(occasions).getByRole('button', { name: 'Any occasion' }));
    expect(screen.getByText('Spring bouquet')).toBeInTheDocument();
  });
});

describe('the cart on the storefront', () => {
  afterEach(() => window.localStorage.clear());

  it('takes products from their view, shows what it holds, and keeps it over a reload', async () => {
    stubStore();
    const user = userEvent.setup();
    const first = renderStore();
    await user.click(await screen.findByRole('button', { name: /Spring bouquet/ }));
    await user.click(await screen.findByRole('button', { name: 'Add to cart' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: /Boston fern/ }));
    await user.click(await screen.findByRole('button', { name: 'Add to cart' }));
    const bar = await screen.findByRole('button', { name: /View cart/ });
    expect(bar).toHaveTextContent('2 items');
    expect(bar).toHaveTextContent('€63.90');
    first.unmount();

    renderStore();
    await user.click(await screen.findByRole('button', { name: /View cart/ }));
    const cart = await screen.findByRole('dialog', { name: 'Your cart' });
    expect(
      within(cart)
        .getAllByRole('listitem')
        .map((row) => row.querySelector('p')?.textContent),
    ).toEqual(['Spring bouquet', 'Boston fern']);
  });
});
