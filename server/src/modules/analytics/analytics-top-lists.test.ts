import { describe, expect, it } from 'vitest';
import { createProduct } from '../../test/product-setup';
import { daysFromNow, openShop } from '../../test/shop-setup';
import { setupAnalytics } from './analytics-setup';

/*
 * Analytics' best five products and customers, and how ties are ordered.
 */

const { t, makeOrder, analyticsOf } = setupAnalytics();

describe('analytics', () => {
  it('keeps the best five products and customers, ties by orders then name', async () => {
    const shop = await openShop(t.app);
    const paidAt = `${daysFromNow(0)}T10:00:00Z`;
    const range = `start=${daysFromNow(-1)}&end=${daysFromNow(1)}`;
    const prices = { Anemone: 30, Begonia: 10, Camellia: 30, Dahlia: 20, Echinacea: 5, Freesia: 1 };
    for (const [name, price] of Object.entries(prices)) {
      const product = (await createProduct(t.app, shop.headers, { name })).id;
      const sender = { name: `${name} Fan`, email: `${name.toLowerCase()}@example.com` };
      await makeOrder(shop, { price, product, sender, paid: { method: 'card', at: paidAt } });
    }
    // Begonia: two orders of 10 tie with Dahlia's one of 20, and come first; Camellia ties Anemone by name.
    const begonia = (await analyticsOf(shop, range)).top_products.find(
      (p: { name: string }) => p.name === 'Begonia',
    );
    await makeOrder(shop, {
      price: 10,
      product: begonia.product_id,
      sender: { name: 'Begonia Fan', email: 'begonia@example.com' },
      paid: { method: 'card', at: paidAt },
    });
    const body = await analyticsOf(shop, range);
    expect(body.top_products.map((p: { name: string; count: number }) => [p.name, p.count])).toEqual([
      ['Anemone', 1],
      ['Camellia', 1],
      ['Begonia', 2],
      ['Dahlia', 1],
      ['Echinacea', 1],
    ]);
    expect(body.top_customers.map((c: { name: string; revenue: number }) => [c.name, c.revenue])).toEqual([
      ['Anemone Fan', 30],
      ['Camellia Fan', 30],
      ['Begonia Fan', 20],
      ['Dahlia Fan', 20],
      ['Echinacea Fan', 5],
    ]);
  });
});
