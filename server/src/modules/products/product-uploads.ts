import type { ImageSource } from '../../lib/images';
import { deletePhoto, type FileStorage, type StoredPhoto, storePhoto } from '../../lib/storage';
import { fileList } from '../../lib/upload-forms';

/** The photos field of a product's form: one file or several. */
export const photoFiles = fileList('Attach photos as files');

/**
 * Checks and stores photos one by one (sharp is CPU-bound; the machine decides how many run at
 * once), then runs `use` with them. If anything fails, no stored photo is left behind.
 */
export async function withStoredPhotos<T>(
  storage: FileStorage,
  files: ImageSource[],
  use: (photos: StoredPhoto[]) => Promise<T>,
): Promise<T> {
  const stored: StoredPhoto[] = [];
  try {
    for (const file of files) stored.push(await storePhoto(storage, file));
    return await use(stored);
  } catch (error) {
    await Promise.allSettled(stored.map((photo) => deletePhoto(storage, photo.key)));
    throw error;
  }
}
