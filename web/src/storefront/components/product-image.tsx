import type { StorefrontProduct } from '../api';

export type Photo = StorefrontProduct['photos'][number];

/** Thumbnails are the same photo within 480×480 (THUMB_MAX_SIDE in server/src/lib/images.ts). */
const THUMB_SIZE = 480;

/** Candidates for the browser to pick from by screen width and density: the thumbnail, the full photo. */
export function photoSrcSet(photo: Photo): string | undefined {
  if (Math.max(photo.width, photo.height) <= THUMB_SIZE) return undefined;
  const thumbWidth = Math.round(photo.width * Math.min(1, THUMB_SIZE / Math.max(photo.width, photo.height)));
  return `${photo.thumb_url} ${thumbWidth}w, ${photo.url} ${photo.width}w`;
}

interface ProductImageProps {
  photo: Photo;
  alt: string;
  /** How wide the image shows, for the browser's choice (the `sizes` attribute). */
  sizes: string;
  eager?: boolean;
  className?: string;
}

export function ProductImage({ photo, alt, sizes, eager, className }: ProductImageProps) {
  return (
    <img
      src={photo.thumb_url}
      srcSet={photoSrcSet(photo)}
      sizes={sizes}
      width={photo.width}
      height={photo.height}
      alt={alt}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      className={className}
    />
  );
}
