import type { CurrentStock, Flower } from '@contract/stock';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { orderCostKeys } from './order-cost-keys';

export type StockChoice = Pick<Flower, 'id' | 'name' | 'quantity'>;

/** The shop's flowers with the stems on hand, by name, to record what an order used. */
export async function getStockChoices(signal?: AbortSignal): Promise<StockChoice[]> {
  const stock = await apiRequest<CurrentStock>('/api/stock/current', { signal });
  return stock.items.map(({ id, name, quantity }) => ({ id, name, quantity }));
}

export const stockChoicesQuery = queryOptions({
  queryKey: orderCostKeys.stockChoices,
  queryFn: ({ signal }) => getStockChoices(signal),
  // Stock changes on other pages (purchases, counts) do not reach this key: ask again on every visit.
  staleTime: 0,
  // The form says it could not load the flowers.
  meta: { errorToast: false },
});

export const useStockChoices = () => useQuery(stockChoicesQuery);
