import fs from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '../../config';
import type { MailLog } from '../../lib/mail';
import { deletePhoto, type FileStorage } from '../../lib/storage';
import { textHoldsAny } from '../../lib/text-needles';
import type { ErasureLeftovers } from './customer-erasure.service';

/** Tries per photo: a store that stumbles once usually answers the second time. */
const PHOTO_TRIES = 2;
/** Mail files read at most: the development folder grows with every mail and is not a store. */
const MAIL_FILES_READ = 5000;
const MAIL_FILE_MAX_BYTES = 2 * 1024 * 1024;

/**
 * After the erasure is committed: the recipients' photos of the orders leave the store, and the
 * mail files the development transport kept under DATA_DIR/mail that name the person. Neither may
 * fail the request (the data in the database is gone by now); a photo left is logged by its key,
 * which names no one, for someone to remove.
 */
export async function removeErasedFiles(
  { storage, config, log }: { storage: FileStorage; config: Config; log: MailLog },
  leftovers: ErasureLeftovers,
): Promise<{ photosLeft: number }> {
  const left: string[] = [];
  for (const key of leftovers.photoKeys) {
    if (!(await deleteWithRetry(storage, key))) left.push(key);
  }
  if (left.length > 0) {
    log.warn({ keys: left }, 'photos of an erased customer could not be removed from storage');
  }
  if (!config.mail.smtpUrl) {
    await removeMailFiles(path.join(config.dataDir, 'mail'), leftovers).catch((error: unknown) => {
      log.warn(
        { code: (error as NodeJS.ErrnoException).code },
        'mail files of an erased customer not checked',
      );
    });
  }
  return { photosLeft: left.length };
}

async function deleteWithRetry(storage: FileStorage, key: string): Promise<boolean> {
  for (let attempt = 1; attempt <= PHOTO_TRIES; attempt++) {
    try {
      await deletePhoto(storage, key);
      return true;
    } catch {
      // Tried again once; then the key goes to the log.
    }
  }
  return false;
}

/** The file mailer names each file after its recipient (lib/mail.ts) and keeps the whole message. */
async function removeMailFiles(dir: string, { needles, addresses }: ErasureLeftovers) {
  const names = await fs.readdir(dir).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [] as string[];
    throw error;
  });
  const fileNameParts = addresses.map((address) => address.replace(/[^a-z0-9@._+-]+/g, '-'));
  for (const name of names.filter((n) => n.endsWith('.eml')).slice(0, MAIL_FILES_READ)) {
    const file = path.join(dir, name);
    let names = textHoldsAny(name, fileNameParts);
    if (!names) {
      const stat = await fs.stat(file);
      names = stat.size <= MAIL_FILE_MAX_BYTES && textHoldsAny(await fs.readFile(file, 'utf8'), needles);
    }
    if (names) await fs.rm(file, { force: true });
  }
}
