import type { CurrentStock, Flower, Movement } from '@contract/stock';
import { json, type Route } from '../../../test/fetch';

export { bodyOf, business, renderPage } from '../../../test/render-back-office-page';

export const ROSE = 'f1000000-0000-4000-8000-000000000001';
export const TULIP = 'f1000000-0000-4000-8000-000000000002';
export const EUCALYPTUS = 'f1000000-0000-4000-8000-000000000003';
export const ORDER_UUID = '3f1c7a52-9a4e-4c61-8d3e-6f0b2a9c4e11';

export function flowerFixture(overrides: Partial<Flower> = {}): Flower {
  const flower: Flower = {
    id: ROSE,
    name: 'Rose, red',
    unit_cost: 0.4375,
    quantity: 120,
    value: 52.5,
    reorder_level: 20,
    low: false,
    updated_at: '2031-03-01T09:00:00Z',
    ...overrides,
  };
  return flower;
}

/** Three flowers, by name; the tulips are low. */
export const flowersFixture: Flower[] = [
  flowerFixture({
    id: EUCALYPTUS,
    name: 'Eucalyptus',
    unit_cost: 0.3,
    quantity: 0,
    value: 0,
    reorder_level: null,
  }),
  flowerFixture(),
  flowerFixture({ id: TULIP, name: 'Tulip, yellow', unit_cost: 0.25, quantity: 8, value: 2, low: true }),
];

export function stockFixture(items: Flower[] = flowersFixture): CurrentStock {
  return {
    items,
    totals: {
      items: items.filter((item) => item.quantity > 0).length,
      quantity: items.reduce((sum, item) => sum + item.quantity, 0),
      value: items.reduce((sum, item) => sum + item.value, 0),
      low_stock: items.filter((item) => item.low).length,
      waste_value_30d: items.length > 0 ? 12.6 : 0,
    },
  };
}

export function movementFixture(index: number, overrides: Partial<Movement> = {}): Movement {
  return {
    id: `m${index}`,
    type: 'purchase',
    flower: { id: ROSE, name: 'Rose, red' },
    quantity: 12,
    unit_cost: 0.4375,
    order: null,
    by: { id: 'u1', name: 'Maya Lind' },
    at: '2031-03-01T09:30:00Z',
    ...overrides,
  };
}

/** GET /api/stock/current answering `stock`. */
export const currentStockApi =
  (stock: () => CurrentStock = () => stockFixture()): Route =>
  ({ url, init }) =>
    url === '/api/stock/current' && (init.method ?? 'GET') === 'GET' ? json(200, stock()) : undefined;

/** GET /api/stock/movements, paged by limit and offset, narrowed by type as the server would. */
export const movementsApi =
  (all: Movement[]): Route =>
  ({ url }) => {
    if (!url.startsWith('/api/stock/movements')) return undefined;
    const params = new URL(url, 'http://petal.test').searchParams;
    const type = params.get('type');
    const items = type ? all.filter((item) => item.type === type) : all;
    const offset = Number(params.get('offset') ?? 0);
    const limit = Number(params.get('limit') ?? 50);
    return json(200, { items: items.slice(offset, offset + limit), count: items.length });
  };
