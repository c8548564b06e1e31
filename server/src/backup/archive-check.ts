import fs from 'node:fs';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import zlib from 'node:zlib';
import { BACKUP_FORMAT, type BackupManifest, END, MANIFEST } from './backup';
import { type ArchiveSecrets, keyFingerprint, SECRETS_FILE } from './backup-secrets';
import { archiveKind, decrypting, unlockArchive } from './encryption';
import { SMALL_ENTRY_BYTES } from './restore-entries';
import { RestoreRefused } from './restore-refused';
import { readTar, type TarEntry } from './tar';

/*
 * A restore reads its archive twice. This first pass decrypts and authenticates every chunk, checks
 * the tar to its end and learns what the archive holds, and writes nothing anywhere: a wrong
 * passphrase, a changed byte or a cut file is refused while the target is still untouched.
 */

/** Versions a restore reads: 1 was unencrypted and said nothing of the signing key. */
const READABLE_VERSIONS = [1, 2];

export type CheckedArchive = {
  from: string;
  manifest: BackupManifest;
  /** The key that decrypts the archive, or null for an unencrypted one from an earlier version. */
  fileKey: Uint8Array | null;
  secrets: ArchiveSecrets;
  notes: string[];
};

/** The archive's .tar.gz bytes: decrypted (and authenticated) as they are read, or as they are. */
export const openArchive = (from: string, fileKey: Uint8Array | null): Promise<Readable> =>
  fileKey ? decrypting(from, fileKey) : Promise.resolve(fs.createReadStream(from));

export async function readManifest(from: string, first: IteratorResult<TarEntry>): Promise<BackupManifest> {
  if (first.done || first.value.name !== MANIFEST) throw new RestoreRefused(`${from} is not a Petal backup`);
  const manifest = JSON.parse((await first.value.read(SMALL_ENTRY_BYTES)).toString('utf8')) as BackupManifest;
  if (manifest.format !== BACKUP_FORMAT || !READABLE_VERSIONS.includes(manifest.version))
    throw new RestoreRefused(`${from} is not a Petal backup this version can read`);
  return manifest;
}

/** Checks the whole archive; `passphrase` is needed for an encrypted one only. */
export async function checkArchive(from: string, passphrase: string | undefined): Promise<CheckedArchive> {
  const kind = archiveKind(from);
  if (!kind) throw new RestoreRefused(`${from} is not a Petal backup. Nothing was changed.`);
  const notes: string[] = [];
  let fileKey: Uint8Array | null = null;
  if (kind === 'encrypted') {
    if (passphrase === undefined) throw new RestoreRefused(`${from} is encrypted: give its passphrase.`);
    fileKey = await unlockArchive(from, passphrase);
  } else {
    notes.push(
      `${from} is an unencrypted backup from an earlier version; it restores as before. Backups are now encrypted: make a new one, and delete the unencrypted one where it is kept.`,
    );
  }
  const { manifest, fingerprint } = await walk(from, fileKey);
  const secrets: ArchiveSecrets = manifest.secrets ?? { included: fingerprint !== null, fingerprint };
  // The manifest must say what the archive holds (its own check; the encryption vouches for both).
  if (
    secrets.included !== (fingerprint !== null) ||
    (fingerprint !== null && secrets.fingerprint !== fingerprint)
  )
    throw new RestoreRefused(
      `${from} does not hold the signing key its manifest names. Nothing was changed.`,
    );
  return { from, manifest, fileKey, secrets, notes };
}

/** Reads the archive through: its manifest, its signing key's fingerprint, and that it ends as it should. */
async function walk(from: string, fileKey: Uint8Array | null) {
  const packed = await openArchive(from, fileKey);
  const gunzip = zlib.createGunzip();
  const unpacked = pipeline(packed, gunzip);
  unpacked.catch(() => {});
  const chunks = gunzip[Symbol.asyncIterator]();
  try {
    const entries = readTar({ [Symbol.asyncIterator]: () => chunks });
    const manifest = await readManifest(from, await entries.next());
    let fingerprint: string | null = null;
    let complete = false;
    for await (const entry of entries) {
      if (entry.name === `files/${SECRETS_FILE}`)
        fingerprint = keyFingerprint(await entry.read(SMALL_ENTRY_BYTES));
      if (entry.name === END) complete = true;
    }
    // Past the tar's end: the gzip trailer and, encrypted, the last chunk, whose check proves the file whole.
    while (!(await chunks.next()).done) {}
    await unpacked;
    if (!complete) throw new Error('it has no closing entry');
    return { manifest, fingerprint };
  } catch (error) {
    if (error instanceof RestoreRefused) throw error;
    const why = error instanceof Error ? error.message : String(error);
    throw new RestoreRefused(
      `${from} is damaged, cut short or was changed after it was written (${why}). Nothing was changed.`,
    );
  } finally {
    packed.destroy();
    gunzip.destroy();
  }
}
