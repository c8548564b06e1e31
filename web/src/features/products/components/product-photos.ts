import type { Product, ProductPhoto } from '@contract/products';

/** The photo lists and the storefront show: the primary one, else the first. */
export function primaryPhoto(product: Pick<Product, 'photos'>): ProductPhoto | undefined {
  return product.photos.find((photo) => photo.is_primary) ?? product.photos[0];
}

/** The photos in the order staff chose. */
export function orderedPhotos(photos: ProductPhoto[]): ProductPhoto[] {
  return [...photos].sort((a, b) => a.position - b.position);
}

/** `ids` with the one at `from` moved to `to`. */
export function moveId(ids: string[], from: number, to: number): string[] {
  const next = [...ids];
  const [moved] = next.splice(from, 1);
  if (moved !== undefined) next.splice(to, 0, moved);
  return next;
}
