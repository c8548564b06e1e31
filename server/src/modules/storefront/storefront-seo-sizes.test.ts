import { describe, expect, it } from 'vitest';
import { createProduct } from '../../test/product-setup';
import { openShop } from '../../test/shop-setup';
import { jsonLd, ORIGIN, setupStorePages } from '../../test/store-pages';

/*
 * A product with sizes is sold only in its sizes (docs/product.md, Sizes): its schema.org data
 * offers their prices and their stock, never the product's own price.
 */

const t = setupStorePages();

describe('the schema.org offer of a product with sizes', () => {
  it('gives the sizes’ price range, each size at its price, and their stock', async () => {
    const shop = await openShop(t.app);
    // The product's own price and stock are what a search engine saw before: neither applies.
    const product = await createProduct(t.app, shop.headers, { name: 'Rose bouquet', price: '10' });
    const sizes = (variants: unknown[]) =>
      t.app.inject({
        method: 'PATCH',
        url: `/api/products/${product.id}`,
        headers: shop.headers,
        payload: { variants },
      });
    const set = await sizes([
      { name: 'Standard', price: 40, current_quantity: 0 },
      { name: 'Deluxe', price: 65.5, current_quantity: 2 },
    ]);
    expect(set.statusCode, set.body).toBe(200);
    const address = `/${shop.business.url}/store/rose-bouquet-${product.id}`;
    const url = `${ORIGIN}${address}`;
    const offers = async () => {
      const page = await t.app.inject({ method: 'GET', url: address });
      expect(page.statusCode).toBe(200);
      return jsonLd(page.body)[0].offers;
    };
    expect(await offers()).toEqual({
      '@type': 'AggregateOffer',
      url,
      lowPrice: '40.00',
      highPrice: '65.50',
      offerCount: 2,
      priceCurrency: 'EUR',
      availability: 'https://schema.org/InStock',
      seller: { '@type': 'Florist', name: 'Fern & Foxglove', url: `${ORIGIN}/${shop.business.url}/store` },
      offers: [
        {
          '@type': 'Offer',
          name: 'Standard',
          url,
          price: '40.00',
          priceCurrency: 'EUR',
          availability: 'https://schema.org/OutOfStock',
        },
        {
          '@type': 'Offer',
          name: 'Deluxe',
          url,
          price: '65.50',
          priceCurrency: 'EUR',
          availability: 'https://schema.org/InStock',
        },
      ],
    });

    // Every size sold out: the product is out of stock, though its own stock says nothing.
    await sizes([
      { name: 'Standard', price: 40, current_quantity: 0 },
      { name: 'Deluxe', price: 65.5, current_quantity: 0 },
    ]);
    const soldOut = await offers();
    expect(soldOut.availability).toBe('https://schema.org/OutOfStock');
    expect(soldOut.offers.map((offer: { availability: string }) => offer.availability)).toEqual([
      'https://schema.org/OutOfStock',
      'https://schema.org/OutOfStock',
    ]);

    // Sizes made to order are always in stock; without sizes the product's own price is back.
    await sizes([{ name: 'Standard', price: 40 }]);
    expect(await offers()).toMatchObject({
      lowPrice: '40.00',
      highPrice: '40.00',
      availability: 'https://schema.org/InStock',
    });
    await sizes([]);
    expect(await offers()).toMatchObject({
      '@type': 'Offer',
      price: '10.00',
      availability: 'https://schema.org/InStock',
    });
  });
});
