import type { ProductOption } from '@contract/product-lines';
import type { Product } from '@contract/products';
import type { TaxRates } from '@contract/tax';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client';
import type { EditorProduct } from './editor-lines';
import { rateOfClass } from './editor-pricing';

/*
 * What the order editor offers: the shop's products on sale with their sizes and add-ons, each at
 * the rate it is taxed at, and the shop's tax rates (for free items and the live total). Every
 * member of the team may read all three.
 */

export type EditorChoices = { products: EditorProduct[]; tax: TaxRates | null };

/** Add-ons and rates only refine the editor: without them it still sells products as entered. */
async function optional<T>(request: Promise<T>): Promise<T | null> {
  try {
    return await request;
  } catch {
    return null;
  }
}

export function editorProducts(
  products: Product[],
  options: ProductOption[],
  tax: TaxRates | null,
): EditorProduct[] {
  const rate = (classId: string | null) => rateOfClass(tax, classId);
  return products
    .filter((p) => p.is_active)
    .map((p) => {
      const productRate = p.kind === 'gift_card' ? 0 : rate(p.tax_class_id);
      return {
        id: p.id,
        name: p.name,
        price: p.price,
        kind: p.kind,
        ...(productRate !== undefined && { tax_rate: productRate }),
        variants: p.variants.map((v) => {
          const variantRate = v.tax_class_id ? rate(v.tax_class_id) : productRate;
          return {
            id: v.id,
            name: v.name,
            price: v.price,
            ...(variantRate !== undefined && { tax_rate: variantRate }),
          };
        }),
        options: options
          .filter((o) => o.is_active && p.option_ids.includes(o.id))
          .map((o) => {
            const optionRate = rate(o.tax_class_id);
            return {
              id: o.id,
              name: o.name,
              price: o.price,
              ...(optionRate !== undefined && { tax_rate: optionRate }),
            };
          }),
      };
    })
    .sort((a, b) => a.name.localeCompare(b.name));
}

export async function getEditorChoices(signal?: AbortSignal): Promise<EditorChoices> {
  const [products, options, tax] = await Promise.all([
    apiRequest<{ items: Product[] }>('/api/products?limit=200', { signal }),
    optional(apiRequest<{ items: ProductOption[] }>('/api/product-options', { signal })),
    optional(apiRequest<TaxRates>('/api/business-settings/tax/rates', { signal })),
  ]);
  return { products: editorProducts(products.items, options?.items ?? [], tax), tax };
}

export const editorChoicesQuery = queryOptions({
  queryKey: ['order-editor', 'choices'] as const,
  queryFn: ({ signal }) => getEditorChoices(signal),
  staleTime: 60_000,
});

export const useEditorChoices = () => useQuery(editorChoicesQuery);
