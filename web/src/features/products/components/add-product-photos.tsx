import { MAX_PRODUCT_PHOTOS, type Product } from '@contract/products';
import { CircleAlert } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { PhotoPicker, photoProblem } from '../../../components/ui/photo-picker';
import { UploadProgress } from '../../../components/ui/upload-progress';
import { showErrorToast } from '../../../lib/error-toast';
import { useAddPhotos } from '../api/add-photos';
import { photoError } from './photo-error';

/** Picked photos go up at once, after the others, with a progress bar. */
export function AddProductPhotos({ product }: { product: Product }) {
  const add = useAddPhotos(product.id);
  const [error, setError] = useState<string | null>(null);
  const room = MAX_PRODUCT_PHOTOS - product.photos.length;
  const uploading = add.progress !== null;

  const upload = async (files: File[]) => {
    const problem = files.map(photoProblem).find(Boolean);
    if (problem) return setError(problem);
    if (files.length > room) {
      return setError(
        room === 0
          ? `A product can have at most ${MAX_PRODUCT_PHOTOS} photos. Delete one first.`
          : `A product can have at most ${MAX_PRODUCT_PHOTOS} photos: choose ${room} or fewer.`,
      );
    }
    setError(null);
    try {
      await add.mutateAsync(files);
    } catch (failure) {
      const message = photoError(failure);
      if (message) setError(message);
      else showErrorToast(failure);
      return;
    }
    toast.success(files.length === 1 ? 'Photo added' : `${files.length} photos added`);
  };

  return (
    <div className="space-y-3">
      {uploading && <UploadProgress fraction={add.progress ?? 0} saving="Saving the photos…" />}
      {error && (
        <p role="alert" className="flex gap-2 rounded-xl bg-danger-soft px-3.5 py-3 text-sm text-danger">
          <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <span>{error}</span>
        </p>
      )}
      {room > 0 ? (
        <PhotoPicker
          onPick={(file) => void upload([file])}
          onPickMany={(files) => void upload(files)}
          hasPhoto={product.photos.length > 0}
          disabled={uploading}
        />
      ) : (
        <p className="text-sm text-muted-foreground">
          This product has {MAX_PRODUCT_PHOTOS} photos, the most it can have.
        </p>
      )}
    </div>
  );
}
