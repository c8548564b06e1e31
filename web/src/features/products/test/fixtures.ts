import type { Location } from '@contract/delivery';
import type { Category, Product, ProductPhoto } from '@contract/products';
import { json, type Route } from '../../../test/fetch';

export { bodyOf, business, renderPage } from '../../../test/render-back-office-page';

export const PRODUCT_ID = '5b0e8a4c-2f7d-4e1a-9c3b-7d6f1e2a8b90';
export const ROSES = 'c1000000-0000-4000-8000-000000000001';
export const TULIPS = 'c1000000-0000-4000-8000-000000000002';
export const SHOP = 'a1000000-0000-4000-8000-000000000001';
export const MARKET = 'a1000000-0000-4000-8000-000000000002';

export function photoFixture(index: number, overrides: Partial<ProductPhoto> = {}): ProductPhoto {
  return {
    id: `p${index}`,
    url: `/uploads/photo-${index}.webp`,
    thumb_url: `/uploads/photo-${index}-thumb.webp`,
    width: 1600,
    height: 1200,
    is_primary: index === 1,
    position: index - 1,
    ...overrides,
  };
}

export function productFixture(overrides: Partial<Product> = {}): Product {
  return {
    id: PRODUCT_ID,
    name: 'Blush peonies',
    description: 'Soft pink peonies with eucalyptus.',
    price: 49.9,
    category_id: ROSES,
    is_active: true,
    is_featured: false,
    kind: 'flowers',
    current_quantity: null,
    location_ids: [],
    photos: [photoFixture(1), photoFixture(2), photoFixture(3)],
    occasions: [],
    same_day: false,
    variants: [],
    option_ids: [],
    tax_class_id: null,
    created_at: '2031-03-01T09:00:00Z',
    updated_at: '2031-03-01T09:00:00Z',
    ...overrides,
  };
}

export const categoriesFixture: Category[] = [
  { id: TULIPS, name: 'Tulips', position: 1, product_count: 0 },
  { id: ROSES, name: 'Roses', position: 0, product_count: 3 },
];

export const locationsFixture: Location[] = [
  {
    id: SHOP,
    name: 'Main shop',
    address: 'Blumenstraße 12',
    city: 'Berlin',
    zipcode: '10115',
    phone: '',
    zipcode_count: 2,
  },
  {
    id: MARKET,
    name: 'Market stall',
    address: 'Marktplatz 1',
    city: 'Berlin',
    zipcode: '10117',
    phone: '',
    zipcode_count: 0,
  },
];

/** GET /api/categories and GET /api/business/locations, as the forms and the list read them. */
export const lookupsApi: Route = ({ url, init }) => {
  if ((init.method ?? 'GET') !== 'GET') return undefined;
  if (url === '/api/categories') return json(200, { items: categoriesFixture, count: 2 });
  if (url === '/api/business/locations') return json(200, { items: locationsFixture, count: 2 });
  return undefined;
};

export const photoFile = (name: string) => new File([new Uint8Array(2048)], name, { type: 'image/jpeg' });
