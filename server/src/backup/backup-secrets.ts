import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { RestoreRefused } from './restore-refused';

/*
 * DATA_DIR/secrets.json holds the key that signs sign-ins (lib/secrets.ts). A backup carries it
 * unless made --without-secrets, and always names it by a fingerprint, so that a restore can tell
 * whether the key in the target DATA_DIR is the backup's before it replaces or keeps it.
 */

export const SECRETS_FILE = 'secrets.json';

/** What an archive says of the signing key: whether it holds it, and its fingerprint (never the key). */
export type ArchiveSecrets = { included: boolean; fingerprint: string | null };

/**
 * A fingerprint of the signing key in a secrets.json: a hash of 384 random bits, which tells keys
 * apart and gives nothing away. It is of the key, not of the file's layout.
 */
export function keyFingerprint(secretsJson: Buffer): string {
  let key: unknown;
  try {
    key = (JSON.parse(secretsJson.toString('utf8')) as { jwtSecret?: unknown }).jwtSecret;
  } catch {
    key = undefined;
  }
  const material = typeof key === 'string' ? key : secretsJson.toString('base64');
  return crypto
    .createHash('sha256')
    .update('petal signing key\0')
    .update(material)
    .digest('hex')
    .slice(0, 32);
}

/** The fingerprint of DATA_DIR's signing key, or null when it has none. */
export function dataDirFingerprint(dataDir: string): string | null {
  const file = path.join(dataDir, SECRETS_FILE);
  return fs.existsSync(file) ? keyFingerprint(fs.readFileSync(file)) : null;
}

/**
 * What restoring the archive does to DATA_DIR's signing key, decided before anything is written:
 * replacing a different key is refused unless forced (it signs everyone out); an archive without
 * the key keeps the target's. The notes tell the person what follows.
 */
export function planSecrets(archive: ArchiveSecrets, dataDir: string, force: boolean): string[] {
  const target = dataDirFingerprint(dataDir);
  const file = path.join(dataDir, SECRETS_FILE);
  if (archive.included) {
    if (target === null || target === archive.fingerprint) return [];
    if (!force)
      throw new RestoreRefused(
        `${file} holds a different signing key than the backup. Restoring would replace it, and every ` +
          'sign-in and link signed with the key there now would stop working (everyone signs in again). ' +
          `Nothing was changed. Add --force to replace it, or restore into a DATA_DIR without ${SECRETS_FILE}.`,
      );
    return [
      `${file} was replaced by the backup's signing key: everyone signed in with the old one signs in again.`,
    ];
  }
  if (target !== null && target === archive.fingerprint)
    return [
      `The backup holds no signing key; ${file} is kept, and it is the key the backup was made with: sign-ins carry on.`,
    ];
  if (target !== null)
    return [
      `The backup holds no signing key; ${file} is kept, a different key than the backup was made with: everyone signed in signs in again.`,
    ];
  return [
    `The backup holds no signing key and ${dataDir} has none: Petal makes a new one when it starts (unless JWT_SECRET is set), and everyone signs in again.`,
  ];
}
