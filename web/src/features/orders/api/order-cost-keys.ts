/** Keys of the cost page's queries, under the orders feature's prefix. */
export const orderCostKeys = {
  cost: (uuid: string) => ['orders', 'cost', uuid] as const,
  /** The flowers on hand, to choose what an order used. */
  stockChoices: ['orders', 'stock-choices'] as const,
};

/**
 * The stock pages' queries all start with this key. Taking stems for an order changes what they show,
 * and features do not import each other, so the key is named here too.
 */
export const STOCK_QUERIES_KEY = ['stock'] as const;
