import type { Occasion, Product, ProductInput, ProductPatch } from '@contract/products';

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
  /** A gift card sells a voucher worth its price. */
  kind: 'flowers' | 'gift_card';
  /** Empty: made to order. */
  current_quantity: string;
  location_ids: string[];
  occasions: Occasion[];
  same_day: boolean;
  /** One of the shop's tax rates; "": the default. */
  tax_class_id: string;
}

/** The fields the server may name in a validation error's details. */
export const PRODUCT_FIELDS = [
  'name',
  'description',
  'price',
  'category_id',
  'is_active',
  'is_featured',
  'kind',
  'current_quantity',
  'location_ids',
  'occasions',
  'same_day',
  'tax_class_id',
] as const;

export const emptyProduct: ProductFormValues = {
  name: '',
  description: '',
  price: '',
  category_id: '',
  is_active: true,
  is_featured: false,
  kind: 'flowers',
  current_quantity: '',
  location_ids: [],
  occasions: [],
  same_day: false,
  tax_class_id: '',
};

export function productValues(product: Product): ProductFormValues {
  return {
    name: product.name,
    description: product.description,
    price: product.price.toFixed(2),
    category_id: product.category_id ?? '',
    is_active: product.is_active,
    is_featured: product.is_featured,
    kind: product.kind,
    current_quantity: product.current_quantity === null ? '' : String(product.current_quantity),
    location_ids: product.location_ids,
    occasions: product.occasions,
    same_day: product.same_day,
    tax_class_id: product.tax_class_id ?? '',
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
  if (input.kind !== product.kind) patch.kind = input.kind;
  if (input.current_quantity !== product.current_quantity) patch.current_quantity = input.current_quantity;
  if (!sameIds(input.location_ids, product.location_ids)) patch.location_ids = input.location_ids;
  if (!sameIds(input.occasions, product.occasions)) patch.occasions = input.occasions;
  if (input.same_day !== product.same_day) patch.same_day = input.same_day;
  if (input.tax_class_id !== product.tax_class_id) patch.tax_class_id = input.tax_class_id;
  return patch;
}
