import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import webpush from 'web-push';

/** The key pair that signs Web Push requests (VAPID, RFC 8292), both halves base64url. */
export type VapidKeys = { publicKey: string; privateKey: string };
type Secrets = { jwtSecret: string; vapid: VapidKeys };

/**
 * Secrets not given in the environment are generated on first start and kept in DATA_DIR, so that
 * sign-ins and the devices' push subscriptions survive a restart. Several processes may start at
 * once: the first writer wins and the others read what it wrote. Processes on different machines
 * must share JWT_SECRET and the VAPID keys instead.
 */
export function loadSecrets(dataDir: string, given: Partial<Secrets>): Secrets {
  if (given.jwtSecret && given.vapid) return { jwtSecret: given.jwtSecret, vapid: given.vapid };
  const file = path.join(dataDir, 'secrets.json');
  fs.mkdirSync(dataDir, { recursive: true });
  const stored = withVapidKeys(file, createOrRead(file));
  if (!stored.jwtSecret) throw new Error(`${file} has no jwtSecret; delete the file to generate a new one`);
  return { jwtSecret: given.jwtSecret ?? stored.jwtSecret, vapid: given.vapid ?? stored.vapid };
}

function createOrRead(file: string): Partial<Secrets> {
  const fresh: Secrets = {
    jwtSecret: crypto.randomBytes(48).toString('base64url'),
    vapid: webpush.generateVAPIDKeys(),
  };
  try {
    fs.writeFileSync(file, `${JSON.stringify(fresh, null, 2)}\n`, { flag: 'wx', mode: 0o600 });
    return fresh;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  return JSON.parse(fs.readFileSync(file, 'utf8')) as Partial<Secrets>;
}

/**
 * A file from before push notifications has no VAPID keys: they are added once, by replacing the
 * file whole (a reader never sees half of it), and read back so that two processes upgrading at the
 * same moment end on the same pair.
 */
function withVapidKeys(file: string, stored: Partial<Secrets>): Partial<Secrets> & { vapid: VapidKeys } {
  if (stored.vapid?.publicKey && stored.vapid.privateKey) return { ...stored, vapid: stored.vapid };
  const temporary = `${file}.${process.pid}.tmp`;
  const upgraded = { ...stored, vapid: webpush.generateVAPIDKeys() };
  fs.writeFileSync(temporary, `${JSON.stringify(upgraded, null, 2)}\n`, { mode: 0o600 });
  fs.renameSync(temporary, file);
  const reread = JSON.parse(fs.readFileSync(file, 'utf8')) as Partial<Secrets>;
  return { ...reread, vapid: reread.vapid ?? upgraded.vapid };
}
