import type { Product, ProductPhoto } from '@contract/products';
import { ImageOff } from 'lucide-react';
import { useRef, useState } from 'react';
import { toast } from 'sonner';
import { Card } from '../../../components/ui/card';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { errorToastMessage } from '../../../lib/error-toast';
import { useDeletePhoto } from '../api/delete-photo';
import { useReorderPhotos } from '../api/reorder-photos';
import { useSetPrimaryPhoto } from '../api/set-primary-photo';
import { AddProductPhotos } from './add-product-photos';
import { PhotoTile } from './photo-tile';
import { moveId, orderedPhotos } from './product-photos';
import { useKeepFocus } from './use-keep-focus';

/** The product's photos: add, delete, choose the primary one and put them in order. */
export function PhotoManager({ product }: { product: Product }) {
  const photos = orderedPhotos(product.photos);
  const reorder = useReorderPhotos(product.id);
  const setPrimary = useSetPrimaryPhoto(product.id);
  const remove = useDeletePhoto(product.id);
  const [deleting, setDeleting] = useState<ProductPhoto | null>(null);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const listRef = useRef<HTMLUListElement>(null);
  const keepFocus = useKeepFocus(listRef);
  const busy = setPrimary.isPending || remove.isPending;

  const move = (index: number, direction: 'left' | 'right') => {
    const photo = photos[index];
    if (!photo) return;
    const to = direction === 'left' ? index - 1 : index + 1;
    keepFocus(photo.id, `move-${direction}`);
    reorder.mutate(
      moveId(
        photos.map((item) => item.id),
        index,
        to,
      ),
    );
    setAnnouncement(`Photo moved to place ${to + 1} of ${photos.length}`);
  };

  const makePrimary = (photo: ProductPhoto) =>
    setPrimary.mutate(photo.id, { onSuccess: () => toast.success('Primary photo changed') });

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting.id);
    } catch (failure) {
      setDeleteError(errorToastMessage(failure));
      return;
    }
    setDeleting(null);
    toast.success('Photo deleted');
  };

  return (
    <Card className="space-y-4 p-4 sm:p-6">
      <div>
        <h3 className="text-sm font-medium">Photos</h3>
        <p className="mt-0.5 text-sm text-muted-foreground">
          The primary photo shows first in lists and your storefront; the others follow in this order.
        </p>
      </div>
      {photos.length === 0 ? (
        <p className="flex items-center gap-2 rounded-xl bg-muted/60 px-3.5 py-3 text-sm text-muted-foreground">
          <ImageOff className="size-4 shrink-0" aria-hidden="true" />
          No photos yet. Products with a photo sell better.
        </p>
      ) : (
        <ul ref={listRef} aria-label="Photos" className="grid grid-cols-2 gap-3 sm:grid-cols-3">
          {photos.map((photo, index) => (
            <li key={photo.id} data-item-id={photo.id}>
              <PhotoTile
                photo={photo}
                label={`Photo ${index + 1} of ${photos.length}`}
                first={index === 0}
                last={index === photos.length - 1}
                busy={busy}
                onMove={(direction) => move(index, direction)}
                onMakePrimary={() => makePrimary(photo)}
                onDelete={() => setDeleting(photo)}
              />
            </li>
          ))}
        </ul>
      )}
      <p className="sr-only" aria-live="polite">
        {announcement}
      </p>
      <AddProductPhotos product={product} />
      <ConfirmDialog
        open={deleting !== null}
        onClose={() => {
          setDeleting(null);
          setDeleteError(null);
        }}
        title="Delete this photo?"
        confirmLabel="Delete photo"
        onConfirm={() => void confirmDelete()}
        pending={remove.isPending}
        error={deleteError}
      >
        {deleting?.is_primary
          ? 'It is the primary photo: the next one takes its place.'
          : 'It is removed from the product and your storefront.'}
      </ConfirmDialog>
    </Card>
  );
}
