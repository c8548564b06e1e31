import { photoSrcSet } from '@contract/storefront-photos';
import type { StorefrontProduct } from '../api';

export type Photo = StorefrontProduct['photos'][number];

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
