import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { type ImageSource, processImage } from './images';
import { StorageError } from './storage-error';

/**
 * Where uploaded files live. A folder under DATA_DIR by default; an S3-compatible bucket
 * (s3-storage.ts, chosen in open-storage.ts) when the app runs on more than one machine.
 */
export interface FileStorage {
  /** Stores the file under `key`, replacing any file there; readers see the old or the new file, never a part. */
  put(key: string, data: Buffer, contentType: string): Promise<void>;
  /** The file, or null when there is none (or the key is not a valid key). */
  get(key: string): Promise<Buffer | null>;
  /** Removes the file; a missing file is not an error. */
  delete(key: string): Promise<void>;
  /** Every stored key, in no particular order (backups). */
  list(): AsyncIterable<string>;
  /** Lets go of connections, when the app stops. */
  close?(): void;
}

export { StorageError } from './storage-error';

/** Keys are flat lower-case names: no folders, no dots but the extension, so no way out of the folder. */
const KEY_PATTERN = /^[a-z0-9][a-z0-9-]{0,127}\.webp$/;

export const isValidKey = (key: string): boolean => KEY_PATTERN.test(key);

export function assertKey(key: string) {
  if (!isValidKey(key)) throw new Error(`Invalid storage key: ${JSON.stringify(key).slice(0, 80)}`);
}

/** Files in `${dataDir}/uploads`, one file per key, written to a temporary file and renamed into place. */
export function createLocalStorage(dataDir: string): FileStorage {
  const dir = path.join(dataDir, 'uploads');
  let ready: Promise<unknown> | undefined;
  const ensureDir = () => {
    ready ??= fs.mkdir(dir, { recursive: true }).catch((error: unknown) => {
      ready = undefined;
      throw error;
    });
    return ready;
  };

  return {
    async put(key, data) {
      assertKey(key);
      await ensureDir();
      // Same folder, so the rename is atomic; the leading dot keeps it from ever being a valid key.
      const temp = path.join(dir, `.${key}.${crypto.randomBytes(6).toString('hex')}.tmp`);
      try {
        const handle = await fs.open(temp, 'wx', 0o644);
        try {
          await handle.writeFile(data);
          await handle.sync();
        } finally {
          await handle.close();
        }
        await fs.rename(temp, path.join(dir, key));
      } catch (error) {
        await fs.rm(temp, { force: true });
        throw error;
      }
    },

    async get(key) {
      if (!isValidKey(key)) return null;
      try {
        return await fs.readFile(path.join(dir, key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },

    async delete(key) {
      assertKey(key);
      await fs.rm(path.join(dir, key), { force: true });
    },

    async *list() {
      // Half-written temporary files start with a dot and are never valid keys.
      const names = await fs.readdir(dir).catch((error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT') return [];
        throw error;
      });
      yield* names.filter(isValidKey);
    },
  };
}

export type StoredPhoto = {
  /** What to keep with the record, e.g. `3f9c…e1.webp`; pass it to deletePhoto. */
  key: string;
  url: string;
  thumbUrl: string;
  width: number;
  height: number;
};

export const uploadUrl = (key: string) => `/uploads/${key}`;
const thumbKeyOf = (key: string) => key.replace(/\.webp$/, '-thumb.webp');
/** The thumbnail's URL of a photo stored by storePhoto. */
export const thumbUrl = (key: string) => uploadUrl(thumbKeyOf(key));

/**
 * Checks, re-encodes (see processImage) and stores a photo and its thumbnail under a random,
 * unguessable name (128 bits). Throws 413/415 AppErrors for bad input; nothing is stored then.
 */
export async function storePhoto(
  storage: FileStorage,
  input: ImageSource,
  opts: { maxBytes?: number } = {},
): Promise<StoredPhoto> {
  const image = await processImage(input, opts);
  const key = `${crypto.randomBytes(16).toString('hex')}.webp`;
  const thumbKey = thumbKeyOf(key);
  try {
    await storage.put(key, image.full, 'image/webp');
    await storage.put(thumbKey, image.thumb, 'image/webp');
  } catch (error) {
    // No half-stored photo: a full image without its thumbnail would never be cleaned up.
    await Promise.allSettled([storage.delete(key), storage.delete(thumbKey)]);
    // A full disk or a folder that cannot be written is the store failing, as an S3 outage is.
    if (error instanceof StorageError) throw error;
    throw new StorageError(`the photo could not be stored: ${(error as Error)?.message}`, { cause: error });
  }
  return {
    key,
    url: uploadUrl(key),
    thumbUrl: uploadUrl(thumbKey),
    width: image.width,
    height: image.height,
  };
}

/** Removes a photo stored by storePhoto and its thumbnail, e.g. when it is replaced. */
export async function deletePhoto(storage: FileStorage, key: string): Promise<void> {
  if (!isPhotoKey(key)) throw new Error(`Not a photo key: ${JSON.stringify(key).slice(0, 80)}`);
  await Promise.all([storage.delete(key), storage.delete(thumbKeyOf(key))]);
}

const isPhotoKey = (key: string) => /^[0-9a-f]{32}\.webp$/.test(key);
