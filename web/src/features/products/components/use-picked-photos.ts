import { MAX_PRODUCT_PHOTOS } from '@contract/products';
import { useRef, useState } from 'react';
import { photoProblem } from '../../../components/ui/photo-picker';

export interface PickedPhoto {
  key: number;
  file: File;
}

/**
 * The photos chosen for a new product, before anything is uploaded. The first is the primary one
 * unless another is chosen; `ordered()` puts the primary first, which is how the server learns it.
 */
export function usePickedPhotos() {
  const [photos, setPhotos] = useState<PickedPhoto[]>([]);
  const [primaryKey, setPrimaryKey] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const nextKey = useRef(1);

  const primary = photos.find((photo) => photo.key === primaryKey) ?? photos[0];

  const add = (files: File[]) => {
    const problems = files.map(photoProblem).filter((problem): problem is string => problem !== null);
    const fine = files.filter((file) => photoProblem(file) === null);
    const room = MAX_PRODUCT_PHOTOS - photos.length;
    if (fine.length > room) {
      setError(
        `A product can have at most ${MAX_PRODUCT_PHOTOS} photos; ${fine.length - room} were left out.`,
      );
    } else {
      setError(problems[0] ?? null);
    }
    const added = fine.slice(0, Math.max(0, room)).map((file) => ({ key: nextKey.current++, file }));
    setPhotos((current) => [...current, ...added]);
  };

  const remove = (key: number) => {
    setPhotos((current) => current.filter((photo) => photo.key !== key));
    if (key === primaryKey) setPrimaryKey(null);
    setError(null);
  };

  const ordered = () =>
    (primary ? [primary, ...photos.filter((photo) => photo !== primary)] : []).map((p) => p.file);

  return { photos, primary, add, remove, makePrimary: setPrimaryKey, ordered, error, setError };
}
