import type { Product, ProductInput, ProductPatch } from '@contract/products';

/**
 * The form as people fill it in: text for the numbers (checked and converted by the contract's
 * `productInput`, which reads "39,90" and an empty quantity the way the server does), "" for no category.
 */
export interface ProductFormValues {
  name: string;
  description: string;
  price: string;
  category_id: string;
  is_active: boolean;
  is_featured: boolean;
  /** Empty: made to order. */
  current_quantity: string;
  location_ids: string[];
}

/** The fields the server may name in a validation error's details. */
export const PRODUCT_FIELDS = [
  'name',
  'description',
  'price',
  'category_id',
  'is_active',
  'is_featured',
  'current_quantity',
  'location_ids',
] as const;

export const emptyProduct: ProductFormValues = {
  name: '',
  description: '',
  price: '',
  category_id: '',
  is_active: true,
  is_featured: false,
  current_quantity: '',
  location_ids: [],
};

export function productValues(product: Product): ProductFormValues {
  return {
    name: product.name,
    description: product.description,
    price: product.price.toFixed(2),
    category_id: product.category_id ?? '',
    is_active: product.is_active,
    is_featured: product.is_featured,
    current_quantity: product.current_quantity === null ? '' : String(product.current_quantity),
    location_ids: product.location_ids,
  };
}

const sameIds = (a: string[], b: string[]) =>
  a.length === b.length && [...a].sort().join() === [...b].sort().join();

/** Only what differs from the saved product, so a save never overwrites a field nobody touched. */
export function changedFields(product: Product, input: ProductInput): ProductPatch {
  const patch: ProductPatch = {};
  if (input.name !== product.name) patch.name = input.name;
  if (input.description !== product.description) patch.description = input.description;
  if (input.price !== product.price) patch.price = input.price;
  if (input.category_id !== product.category_id) patch.category_id = input.category_id;
  if (input.is_active !== product.is_active) patch.is_active = input.is_active;
  if (input.is_featured !== product.is_featured) patch.is_featured = input.is_featured;
  if (input.current_quantity !== product.current_quantity) patch.current_quantity = input.current_quantity;
  if (!sameIds(input.location_ids, product.location_ids)) patch.location_ids = input.location_ids;
  return patch;
}
