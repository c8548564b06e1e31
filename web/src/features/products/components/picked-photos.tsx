import { MAX_PRODUCT_PHOTOS } from '@contract/products';
import { CircleAlert, ImagePlus } from 'lucide-react';
import { useId } from 'react';
import { PhotoPicker } from '../../../components/ui/photo-picker';
import { PickedPhotoTile } from './picked-photo-tile';
import type { usePickedPhotos } from './use-picked-photos';

/** The new product's photos: pick several, see them, choose the primary one, drop any. */
export function PickedPhotos({
  picked,
  disabled,
}: {
  picked: ReturnType<typeof usePickedPhotos>;
  disabled: boolean;
}) {
  const { photos, primary } = picked;
  const full = photos.length >= MAX_PRODUCT_PHOTOS;
  const id = useId();
  return (
    <section aria-labelledby={id} className="space-y-3">
      <div>
        <h3 id={id} className="text-sm font-medium">
          Photos
        </h3>
        <p className="mt-0.5 flex items-center gap-2 text-sm text-muted-foreground">
          <ImagePlus className="size-4 shrink-0" aria-hidden="true" />
          Up to {MAX_PRODUCT_PHOTOS}. The primary photo is the one lists and your storefront show first.
        </p>
      </div>
      {photos.length > 0 && (
        <ul aria-label="Chosen photos" className="grid grid-cols-2 gap-3 sm:grid-cols-3">
          {photos.map((photo) => (
            <li key={photo.key}>
              <PickedPhotoTile
                photo={photo}
                primary={photo === primary}
                onMakePrimary={() => picked.makePrimary(photo.key)}
                onRemove={() => picked.remove(photo.key)}
                disabled={disabled}
              />
            </li>
          ))}
        </ul>
      )}
      {picked.error && (
        <p role="alert" className="flex gap-2 rounded-xl bg-danger-soft px-3.5 py-3 text-sm text-danger">
          <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <span>{picked.error}</span>
        </p>
      )}
      {!full && (
        <PhotoPicker
          onPick={(file) => picked.add([file])}
          onPickMany={picked.add}
          hasPhoto={photos.length > 0}
          disabled={disabled}
        />
      )}
    </section>
  );
}
