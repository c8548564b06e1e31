import type { InternOrder } from '@contract/orders';
import { Camera, ImagePlus } from 'lucide-react';
import { Link } from 'react-router';
import { thumbnailOf } from '../../../lib/order-format';

const PHOTOS = [
  {
    kind: 'reference',
    title: 'Reference',
    hint: 'Inspiration for the florist',
    field: 'photo_reference',
  },
  {
    kind: 'polaroid',
    title: 'Polaroid',
    hint: 'The finished bouquet; the customer sees it',
    field: 'polaroid_photo',
  },
] as const;

/** The reference and polaroid photos, each linking to its upload page. */
export function OrderPhotos({ order }: { order: InternOrder }) {
  return (
    <div className="grid max-w-md grid-cols-2 gap-3">
      {PHOTOS.map((photo) => {
        const url = order[photo.field];
        return (
          <Link
            key={photo.kind}
            to={`/intern/orders/${order.uuid}/${photo.kind}`}
            className="group block rounded-xl focus-visible:outline-2 focus-visible:outline-offset-2"
          >
            <span className="relative flex aspect-square items-center justify-center overflow-hidden rounded-xl border border-border bg-muted">
              {url ? (
                <img
                  src={thumbnailOf(url)}
                  alt={`${photo.title} of order #${order.number}`}
                  className="size-full object-cover transition-transform group-hover:scale-[1.02]"
                  loading="lazy"
                />
              ) : (
                <span className="flex flex-col items-center gap-1.5 px-2 text-center text-sm text-muted-foreground">
                  <ImagePlus className="size-6" aria-hidden="true" />
                  Add photo
                </span>
              )}
              {url && (
                <span className="absolute right-2 bottom-2 flex size-8 items-center justify-center rounded-full bg-black/55 text-white">
                  <Camera className="size-4" aria-hidden="true" />
                </span>
              )}
            </span>
            <span className="mt-1.5 block text-sm font-medium">{photo.title}</span>
            <span className="block text-xs text-muted-foreground">{photo.hint}</span>
          </Link>
        );
      })}
    </div>
  );
}
