import { z } from 'zod';
import { deletePhoto, type FileStorage, type StoredPhoto, storePhoto } from '../../lib/storage';

/** A repeated file field arrives as a list of buffers, a single one as a buffer. */
export const photoFiles = z.preprocess(
  (value) => (value === undefined || Buffer.isBuffer(value) ? (value === undefined ? [] : [value]) : value),
  z.array(z.custom<Buffer>((value) => Buffer.isBuffer(value), 'Attach photos as files')),
);

/**
 * Checks and stores photos one by one (sharp is CPU-bound; the machine decides how many run at
 * once), then runs `use` with them. If anything fails, no stored photo is left behind.
 */
export async function withStoredPhotos<T>(
  storage: FileStorage,
  files: Buffer[],
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
