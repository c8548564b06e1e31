/** What the list asks for: blank search and "all" categories are left out of the request. */
export interface ProductFilters {
  search: string;
  /** A category id, "none" (products without one) or "all". */
  category: string;
}

/** Keys of the products feature's queries; mutations invalidate by their prefixes. */
export const productsKeys = {
  all: ['products'] as const,
  lists: ['products', 'list'] as const,
  list: (filters: ProductFilters) => ['products', 'list', filters] as const,
  detail: (id: string) => ['products', 'detail', id] as const,
  categories: ['products', 'categories'] as const,
  options: ['products', 'options'] as const,
};
