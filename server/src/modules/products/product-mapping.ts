import type { Product, ProductPhoto } from '@contract/products';
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

export const toProduct = (row: ProductRow, photos: PhotoFields[], locationIds: string[]): Product => ({
  id: row.id,
  name: row.name,
  description: row.description,
  price: Number(row.price),
  category_id: row.categoryId,
  is_active: row.isActive,
  is_featured: row.isFeatured,
  current_quantity: row.currentQuantity,
  location_ids: locationIds,
  photos: photos.map(toPhoto),
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
});
