import { useLingui } from '@lingui/react';
import { useState } from 'react';
import { FlowerIcon } from '../ui/icons';
import { type Photo, ProductImage } from './product-image';

/** The view is a sheet on phones and 896 px wide (two columns) from 768 px. */
const LARGE_SIZES = '(min-width: 896px) 448px, (min-width: 768px) 50vw, 100vw';

/** A product's photos: one large, thumbnails below to switch it. */
export function PhotoGallery({ photos, name }: { photos: Photo[]; name: string }) {
  const { i18n } = useLingui();
  const [index, setIndex] = useState(0);
  const current = photos[index] ?? photos[0];
  if (!current) {
    return (
      <div className="flex aspect-square items-center justify-center bg-muted text-muted-foreground md:aspect-auto md:h-full">
        <FlowerIcon className="size-12" />
      </div>
    );
  }
  const many = photos.length > 1;
  return (
    <div className="bg-muted">
      <div className="aspect-square overflow-hidden md:aspect-[4/5]">
        <ProductImage
          key={current.id}
          photo={current}
          alt={
            many
              ? i18n._('{name}, photo {number} of {count}', { name, number: index + 1, count: photos.length })
              : name
          }
          sizes={LARGE_SIZES}
          eager
          className="size-full object-cover"
        />
      </div>
      {many && (
        <ul className="flex gap-2 overflow-x-auto p-3" aria-label={i18n._('Photos')}>
          {photos.map((photo, i) => (
            <li key={photo.id} className="shrink-0">
              <button
                type="button"
                aria-label={i18n._('Show photo {number} of {count}', { number: i + 1, count: photos.length })}
                aria-pressed={i === index}
                onClick={() => setIndex(i)}
                className={`block overflow-hidden rounded-xl border-2 ${i === index ? 'border-primary' : 'border-transparent opacity-80 hover:opacity-100'}`}
              >
                <img
                  src={photo.thumb_url}
                  alt=""
                  width={64}
                  height={64}
                  loading="lazy"
                  decoding="async"
                  className="size-16 object-cover"
                />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
