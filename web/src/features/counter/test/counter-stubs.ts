import type { ProductOption } from '@contract/product-lines';
import type { Product } from '@contract/products';
import type { TaxRates } from '@contract/tax';
import { json, type Route } from '../../../test/fetch';
import { productRow } from '../../../test/product-row';

/* What the counter's order editor reads, as the server answers it: products, add-ons and rates. */

export const ROSES = 'a0000000-0000-4000-8000-000000000001';
export const GLASS_VASE = 'a0000000-0000-4000-8000-000000000002';
export const TULIPS = 'a0000000-0000-4000-8000-000000000003';
export const GIFT_CARD = 'a0000000-0000-4000-8000-000000000004';
export const LARGE = 'b0000000-0000-4000-8000-000000000001';
export const RIBBON = 'c0000000-0000-4000-8000-000000000001';

/** A product row (web/src/test/product-row.ts), as the counter's tests name it. */
export const product = productRow;

const size = (id: string, name: string, price: number) => ({
  id,
  name,
  price,
  current_quantity: null,
  photo_id: null,
  position: 0,
  tax_class_id: null,
});

export const shopProducts: Product[] = [
  product({ id: ROSES, name: 'Rose bouquet', price: 24.5, option_ids: [RIBBON] }),
  product({ id: GLASS_VASE, name: 'Glass vase', price: 12 }),
  product({
    id: TULIPS,
    name: 'Tulips',
    price: 20,
    variants: [size('b0000000-0000-4000-8000-000000000002', 'Small', 20), size(LARGE, 'Large', 35)],
  }),
  product({ id: GIFT_CARD, name: 'Gift card', price: 25, kind: 'gift_card' }),
];

const ribbon: ProductOption = {
  id: RIBBON,
  name: 'Ribbon',
  price: 2,
  current_quantity: null,
  is_active: true,
  position: 0,
  tax_class_id: null,
};

const noTax: TaxRates = {
  settings: { mode: 'none', prices_include_tax: true, rate: 0, delivery_taxed: true, delivery_rate: null },
  classes: [],
};

/** The editor's three reads, answered for the shop above. */
export const editorChoices: Route = ({ url }) => {
  if (url.startsWith('/api/products')) return json(200, { items: shopProducts, count: shopProducts.length });
  if (url === '/api/product-options') return json(200, { items: [ribbon], count: 1 });
  if (url === '/api/business-settings/tax/rates') return json(200, noTax);
  return undefined;
};
