import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

type Secrets = { jwtSecret: string };

/**
 * Secrets not given in the environment are generated on first start and kept in DATA_DIR, so that
 * sign-ins survive a restart. Several processes may start at once: the first writer wins and the
 * others read what it wrote. Processes on different machines must share JWT_SECRET instead.
 */
export function loadSecrets(dataDir: string, given: Partial<Secrets>): Secrets {
  if (given.jwtSecret) return { jwtSecret: given.jwtSecret };
  const file = path.join(dataDir, 'secrets.json');
  fs.mkdirSync(dataDir, { recursive: true });
  const fresh: Secrets = { jwtSecret: crypto.randomBytes(48).toString('base64url') };
  try {
    fs.writeFileSync(file, `${JSON.stringify(fresh, null, 2)}\n`, { flag: 'wx', mode: 0o600 });
    return fresh;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const stored = JSON.parse(fs.readFileSync(file, 'utf8')) as Partial<Secrets>;
  if (!stored.jwtSecret) throw new Error(`${file} has no jwtSecret; delete the file to generate a new one`);
  return { jwtSecret: stored.jwtSecret };
}
