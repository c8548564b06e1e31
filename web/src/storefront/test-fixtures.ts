import { vi } from 'vitest';
import { json, type Route, stubFetch } from '../test/fetch';
import type { DeliveryAvailability, Storefront, StorefrontProduct } from './api';

export const SHOP_URL = 'rose-and-fern';
export const SPRING_ID = '0c1a2b3c-4d5e-4f60-8a7b-9c0d1e2f3a41';
export const FERN_ID = '0c1a2b3c-4d5e-4f60-8a7b-9c0d1e2f3a42';

export const shop: Storefront = {
  name: 'Rose & Fern',
  url: SHOP_URL,
  logo_url: '/uploads/logo.webp',
  phone: '+31 20 123 4567',
  email: 'hello@roseandfern.example',
  language: 'en',
  address: 'Prinsengracht 12, Amsterdam',
  currency: 'EUR',
  delivery_enabled: true,
  pickup_enabled: true,
  tax: { mode: 'vat', prices_include_tax: true, rate: 9, delivery_taxed: true, delivery_rate: null },
  time_zone: 'Europe/Amsterdam',
  same_day_cutoff: null,
  delivery_closed: { weekdays: [], dates: [] },
  lead_time_minutes: 0,
  // Every day 09:00-12:00 and 14:00-18:00, neither with a limit.
  delivery_windows: [0, 1, 2, 3, 4, 5, 6].flatMap((weekday) => [
    { weekday, start: '09:00', end: '12:00', limited: false },
    { weekday, start: '14:00', end: '18:00', limited: false },
  ]),
  categories: [
    { id: 'cat-bouquets', name: 'Bouquets' },
    { id: 'cat-plants', name: 'Plants' },
  ],
};

const photo = (id: string, isPrimary: boolean) => ({
  id,
  url: `/uploads/${id}.webp`,
  thumb_url: `/uploads/${id}-thumb.webp`,
  width: 1600,
  height: 2000,
  is_primary: isPrimary,
});

export const products: StorefrontProduct[] = [
  {
    id: SPRING_ID,
    name: 'Spring bouquet',
    description: 'Tulips and ranunculus.',
    price: 39.9,
    category_id: 'cat-bouquets',
    is_featured: true,
    kind: 'flowers',
    photos: [photo('spring-front', true), photo('spring-side', false), photo('spring-top', false)],
    occasions: ['birthday', 'thank_you'],
    same_day: true,
    tax_rate: 9,
    variants: [],
    options: [],
  },
  {
    id: FERN_ID,
    name: 'Boston fern',
    description: '',
    price: 24,
    category_id: 'cat-plants',
    is_featured: false,
    kind: 'flowers',
    // The primary photo is not first here: the page still shows it first.
    photos: [photo('fern-leaf', false), photo('fern', true)],
    occasions: ['get_well'],
    same_day: false,
    tax_rate: 9,
    variants: [],
    options: [],
  },
];

export const delivers: DeliveryAvailability = {
  can_deliver: true,
  can_pickup: true,
  delivery_price: 7.5,
  pickup_locations: [
    {
      id: 'loc-1',
      name: 'Rose & Fern Centre',
      address: 'Prinsengracht 12',
      city: 'Amsterdam',
      zipcode: '1015DV',
      phone: '',
    },
  ],
  delivery_location: null,
};

/** The storefront's two loads, answered from `shop` and `products` unless told otherwise. */
export function stubStore(...extra: Route[]) {
  return stubFetch(...extra, ({ url, init }) => {
    if (init.method && init.method !== 'GET') return undefined;
    if (url === `/api/storefront/${SHOP_URL}`) return json(200, shop);
    if (url === `/api/storefront/${SHOP_URL}/products`) {
      return json(200, { items: products, count: products.length });
    }
    return undefined;
  });
}

/** Replaces location.assign (jsdom cannot navigate); the rest still reads the real location. */
export function stubAssign() {
  const assign = vi.fn();
  const real = window.location;
  const stub = { assign };
  for (const key of ['href', 'origin', 'pathname', 'search', 'hash'] as const) {
    Object.defineProperty(stub, key, { get: () => real[key] });
  }
  vi.stubGlobal('location', stub);
  return assign;
}
