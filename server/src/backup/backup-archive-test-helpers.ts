import fs from 'node:fs';
import type { Readable } from 'node:stream';
import zlib from 'node:zlib';
import { Encrypter } from 'age-encryption';
import { decrypting, unlockArchive } from './encryption';
import { readTar } from './tar';

/*
 * What the backup tests do to archives from outside: open an encrypted one with its passphrase,
 * list or unpack it, and seal a tar of their own making as a backup would.
 */

/** A passphrase long enough to be taken; tests use a low scrypt work factor, as a restore reads it from the file. */
export const PASSPHRASE = 'tulips-and-peonies-at-dawn';
export const TEST_WORK_FACTOR = 10;

/** The archive's .tar.gz bytes as a stream: decrypted with `passphrase`, or as they are. */
export async function gzipStream(file: string, passphrase?: string): Promise<Readable> {
  if (!passphrase) return fs.createReadStream(file);
  return decrypting(file, await unlockArchive(file, passphrase));
}

/** The archive's entries, each with its content (test archives are small). */
export async function archiveEntries(file: string, passphrase?: string) {
  const entries: { name: string; data: Buffer }[] = [];
  const gunzip = (await gzipStream(file, passphrase)).pipe(zlib.createGunzip());
  for await (const entry of readTar(gunzip))
    entries.push({ name: entry.name, data: await entry.read(1 << 25) });
  return entries;
}

/** The archive's tar bytes, unpacked whole. */
export async function tarBytes(file: string, passphrase?: string): Promise<Buffer> {
  const parts: Buffer[] = [];
  for await (const part of (await gzipStream(file, passphrase)).pipe(zlib.createGunzip())) parts.push(part);
  return Buffer.concat(parts);
}

/** Writes `tar` to `file` gzipped and, with a passphrase, encrypted: as createBackup writes. */
export async function writeSealed(file: string, tar: Buffer, passphrase?: string) {
  const gzipped = zlib.gzipSync(tar);
  if (!passphrase) return fs.writeFileSync(file, gzipped);
  const encrypter = new Encrypter();
  encrypter.setScryptWorkFactor(TEST_WORK_FACTOR);
  encrypter.setPassphrase(passphrase);
  fs.writeFileSync(file, await encrypter.encrypt(gzipped));
}
