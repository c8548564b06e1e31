import { OCCASIONS, type Occasion, type Product, type ProductPhoto } from '@contract/products';
import type { productPhotos, products } from '../../db/schema';
import { thumbUrl, uploadUrl } from '../../lib/storage';

export type ProductRow = typeof products.$inferSelect;
export type PhotoRow = typeof productPhotos.$inferSelect;

/** What a photo answer needs of its row. */
export type PhotoFields = Pick<PhotoRow, 'id' | 'key' | 'width' | 'height' | 'position' | 'isPrimary'>;

export const toPhoto = (row: PhotoFields): ProductPhoto => ({
  id: row.id,
  url: uploadUrl(row.key),
  thumb_url: thumbUrl(row.key),
  width: row.width,
  height: row.height,
  is_primary: row.isPrimary,
  position: row.position,
});

/** A size as the product's query reads it (a JSON array built in SQL). */
export type VariantJson = {
  id: string;
  name: string;
  price: string | number;
  current_quantity: number | null;
  photo_id: string | null;
  position: number;
  tax_class_id: string | null;
};

export const toProduct = (
  row: ProductRow,
  photos: PhotoFields[],
  locationIds: string[],
  variants: VariantJson[],
  options: { id: string }[],
): Product => ({
  id: row.id,
  name: row.name,
  description: row.description,
  price: Number(row.price),
  category_id: row.categoryId,
  is_active: row.isActive,
  is_featured: row.isFeatured,
  kind: row.kind,
  current_quantity: row.currentQuantity,
  location_ids: locationIds,
  photos: photos.map(toPhoto),
  occasions: row.occasions as Occasion[],
  same_day: row.sameDay,
  variants: variants.map((v) => ({ ...v, price: Number(v.price) })),
  option_ids: options.map((o) => o.id),
  tax_class_id: row.taxClassId,
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
});

/** Occasions as stored: unique, in the contract's order, so equal sets compare equal. */
export const occasionColumn = (occasions: readonly Occasion[]): Occasion[] =>
  OCCASIONS.filter((occasion) => occasions.includes(occasion));
