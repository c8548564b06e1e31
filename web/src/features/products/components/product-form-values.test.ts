import { type Product, productInput } from '@contract/products';
import { describe, expect, it } from 'vitest';
import { MARKET, productFixture, SHOP } from '../test/fixtures';
import { changedFields, emptyProduct, productValues } from './product-form-values';

const parse = (product: Product, overrides = {}) =>
  productInput.parse({ ...productValues(product), ...overrides });

describe('product form values', () => {
  it('reads back a saved product unchanged', () => {
    const product = productFixture({ current_quantity: null, category_id: null });
    expect(changedFields(product, parse(product))).toEqual({});
  });

  it('sends only the fields that changed, with the server’s types', () => {
    const product = productFixture({ location_ids: [SHOP, MARKET], current_quantity: 4 });
    const input = parse(product, { price: '39,9', current_quantity: '', location_ids: [MARKET, SHOP] });
    expect(changedFields(product, input)).toEqual({ price: 39.9, current_quantity: null });
  });

  it('checks a new product with the contract’s messages', () => {
    const result = productInput.safeParse({ ...emptyProduct, current_quantity: '2.5' });
    const messages = Object.fromEntries(
      (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]),
    );
    expect(messages).toEqual({
      name: 'Enter a name',
      price: 'Enter an amount',
      current_quantity: 'Enter a whole number',
    });
  });
});
