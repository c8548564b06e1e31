import type { Product } from '@contract/products';

/**
 * A product as the products API answers it, with nothing but what a test names: no photos,
 * sizes, add-ons or category, on sale, made to order. Features' own fixtures add their details.
 */
export function productRow(overrides: Partial<Product> & Pick<Product, 'id' | 'name' | 'price'>): Product {
  return {
    description: '',
    category_id: null,
    is_active: true,
    is_featured: false,
    kind: 'flowers',
    current_quantity: null,
    location_ids: [],
    photos: [],
    occasions: [],
    same_day: false,
    variants: [],
    option_ids: [],
    tax_class_id: null,
    created_at: '2031-01-01T09:00:00Z',
    updated_at: '2031-01-01T09:00:00Z',
    ...overrides,
  };
}
