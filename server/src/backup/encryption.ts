import fs from 'node:fs';
import { Readable } from 'node:stream';
import type { ReadableStream } from 'node:stream/web';
import { Decrypter, Encrypter } from 'age-encryption';
import { RestoreRefused } from './restore-refused';

/*
 * Backups are age files (age-encryption.org/v1) sealed with a passphrase: scrypt turns the
 * passphrase into the key, and the archive is encrypted and authenticated in chunks of 64 kB, so
 * both sides stream and a changed or cut file fails. The standard `age -d` opens them too.
 * See docs/decisions/060-encrypted-backups.md.
 */

/** Shorter passphrases are refused: the archive may be copied anywhere and guessed at offline. */
export const MIN_PASSPHRASE_CHARS = 12;
/** age's own default: about 3 s and 256 MB once per backup or restore, which is what makes guessing dear. */
export const SCRYPT_WORK_FACTOR = 18;

const AGE_MAGIC = Buffer.from('age-encryption.org/v1\n');
const GZIP_MAGIC = Buffer.from([0x1f, 0x8b]);
/** An age header with one passphrase stanza is about 200 bytes; a file whose header is longer is not ours. */
const MAX_HEADER_BYTES = 16 * 1024;

export function passphraseProblem(passphrase: string): string | undefined {
  if ([...passphrase].length < MIN_PASSPHRASE_CHARS)
    return `The passphrase is too short: use at least ${MIN_PASSPHRASE_CHARS} characters (a few unrelated words are easy to type and hard to guess).`;
  return undefined;
}

/** The archive `plain` encrypted with `passphrase`, as a stream that holds one 64 kB chunk at a time. */
export async function encrypting(
  plain: Readable,
  passphrase: string,
  workFactor = SCRYPT_WORK_FACTOR,
): Promise<Readable> {
  const problem = passphraseProblem(passphrase);
  if (problem) throw new Error(problem);
  const encrypter = new Encrypter();
  encrypter.setScryptWorkFactor(workFactor);
  encrypter.setPassphrase(passphrase);
  const sealed = await encrypter.encrypt(Readable.toWeb(plain) as unknown as globalThis.ReadableStream);
  return Readable.fromWeb(sealed as unknown as ReadableStream);
}

export type ArchiveKind = 'encrypted' | 'plain';

/** What a file is, from its first bytes: an encrypted backup, an older unencrypted one, or neither. */
export function archiveKind(file: string): ArchiveKind | undefined {
  const start = Buffer.alloc(AGE_MAGIC.length);
  const fd = fs.openSync(file, 'r');
  try {
    const read = fs.readSync(fd, start, 0, start.length, 0);
    if (read === AGE_MAGIC.length && start.equals(AGE_MAGIC)) return 'encrypted';
    if (read >= 2 && start.subarray(0, 2).equals(GZIP_MAGIC)) return 'plain';
    return undefined;
  } finally {
    fs.closeSync(fd);
  }
}

/**
 * The key of an encrypted archive from its passphrase (scrypt runs once, here). A wrong
 * passphrase is refused before anything else happens.
 */
export async function unlockArchive(file: string, passphrase: string): Promise<Uint8Array> {
  const head = Buffer.alloc(MAX_HEADER_BYTES);
  const fd = fs.openSync(file, 'r');
  let length: number;
  try {
    length = fs.readSync(fd, head, 0, head.length, 0);
  } finally {
    fs.closeSync(fd);
  }
  const decrypter = new Decrypter();
  decrypter.addPassphrase(passphrase);
  try {
    return await decrypter.decryptHeader(head.subarray(0, length));
  } catch (error) {
    const message = error instanceof Error ? error.message : '';
    // A passphrase that does not unwrap the key; the header's own checksum failing means damage.
    if (/no identity matched/.test(message))
      throw new WrongPassphrase('The passphrase is wrong for this backup. Nothing was changed.');
    throw new RestoreRefused(`${file} is not a readable encrypted backup (${message}). Nothing was changed.`);
  }
}

/** The archive's .tar.gz bytes, decrypted and checked chunk by chunk as they are read. */
export async function decrypting(file: string, fileKey: Uint8Array): Promise<Readable> {
  const decrypter = new Decrypter();
  // The key was found from the passphrase once (unlockArchive); scrypt is not run again.
  decrypter.addIdentity({ unwrapFileKey: () => fileKey });
  const source = Readable.toWeb(fs.createReadStream(file)) as unknown as globalThis.ReadableStream;
  const plain = Readable.fromWeb((await decrypter.decrypt(source)) as unknown as ReadableStream);
  // A chunk that fails its check stops the stream, in words the person can act on.
  return Readable.from(
    (async function* () {
      try {
        yield* plain;
      } catch (error) {
        throw new RestoreRefused(
          `${file} is damaged, cut short or was changed after it was written (it fails its authentication). Nothing was changed.`,
          { cause: error },
        );
      }
    })(),
  );
}

/** A wrong passphrase, told apart from a damaged archive so that the person knows what to fix. */
export class WrongPassphrase extends RestoreRefused {}
