// No zod here: the storefront imports this file, and its bundle leaves the schema library out.

/**
 * How the storefront asks for a product's photo, shared by the page's grid and by the server that
 * asks for the first card's photo before the page's script runs (docs/decisions/077): the two must
 * name the same candidates and widths, or the browser downloads the photo twice.
 */

/** Thumbnails are the same photo within 480×480 (THUMB_MAX_SIDE in server/src/lib/images.ts). */
const THUMB_SIZE = 480;

/** The card's width in the grid (web/src/storefront/components/product-grid.tsx) at each breakpoint. */
export const PRODUCT_CARD_SIZES =
  '(min-width: 1200px) 270px, (min-width: 1024px) 23vw, (min-width: 640px) 31vw, 47vw';

export type SizedPhoto = { url: string; thumb_url: string; width: number; height: number };

/** Candidates for the browser to pick from by screen width and density: the thumbnail, the full photo. */
export function photoSrcSet(photo: SizedPhoto): string | undefined {
  if (Math.max(photo.width, photo.height) <= THUMB_SIZE) return undefined;
  const thumbWidth = Math.round(photo.width * Math.min(1, THUMB_SIZE / Math.max(photo.width, photo.height)));
  return `${photo.thumb_url} ${thumbWidth}w, ${photo.url} ${photo.width}w`;
}
