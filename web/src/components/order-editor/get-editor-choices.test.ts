import type { ProductOption } from '@contract/product-lines';
import type { Product } from '@contract/products';
import type { TaxRates } from '@contract/tax';
import { describe, expect, it } from 'vitest';
import { productRow } from '../../test/product-row';
import { editorProducts } from './get-editor-choices';

const STANDARD = 'd0000000-0000-4000-8000-000000000001';
const REDUCED = 'd0000000-0000-4000-8000-000000000002';
const vat: TaxRates = {
  settings: { mode: 'vat', prices_include_tax: true, rate: 19, delivery_taxed: true, delivery_rate: null },
  classes: [
    { id: STANDARD, name: 'Standard', rate: 19, is_default: true },
    { id: REDUCED, name: 'Reduced', rate: 7, is_default: false },
  ],
};

const product = (overrides: Partial<Product>): Product =>
  productRow({ id: 'p', name: 'P', price: 10, created_at: '', updated_at: '', ...overrides });

const option = (overrides: Partial<ProductOption>): ProductOption => ({
  id: 'o',
  name: 'O',
  price: 5,
  current_quantity: null,
  is_active: true,
  position: 0,
  tax_class_id: null,
  ...overrides,
});

describe('the products the editor offers', () => {
  it('are those on sale, by name, each size and add-on at the rate it is taxed at', () => {
    const size = (id: string, tax_class_id: string | null) => ({
      id,
      name: id,
      price: 30,
      current_quantity: null,
      photo_id: null,
      position: 0,
      tax_class_id,
    });
    const offered = editorProducts(
      [
        product({
          id: 'roses',
          name: 'Roses',
          tax_class_id: REDUCED,
          variants: [size('small', null), size('large', STANDARD)],
          option_ids: ['vase', 'old'],
        }),
        product({ id: 'card', name: 'Gift card', kind: 'gift_card' }),
        product({ id: 'gone', name: 'Asters', is_active: false }),
      ],
      [option({ id: 'vase', name: 'Vase' }), option({ id: 'old', is_active: false })],
      vat,
    );
    expect(offered).toEqual([
      { id: 'card', name: 'Gift card', price: 10, kind: 'gift_card', tax_rate: 0, variants: [], options: [] },
      {
        id: 'roses',
        name: 'Roses',
        price: 10,
        kind: 'flowers',
        tax_rate: 7,
        variants: [
          { id: 'small', name: 'small', price: 30, tax_rate: 7 },
          { id: 'large', name: 'large', price: 30, tax_rate: 19 },
        ],
        options: [{ id: 'vase', name: 'Vase', price: 5, tax_rate: 19 }],
      },
    ]);
  });

  it('carry no rates when the shop’s rates could not be read', () => {
    expect(editorProducts([product({ id: 'roses' })], [], null)[0]).not.toHaveProperty('tax_rate');
  });
});
