import fs from 'node:fs';
import path from 'node:path';

/**
 * DATA_DIR holds the embedded database, the generated signing key, photos and written mail: none
 * of it is for other users of the machine. From here on every file and folder the process makes
 * is its owner's alone (umask 077), and a DATA_DIR that others can open is closed. Returns a
 * warning to show when the folder had to be closed.
 */
export function restrictDataDir(dataDir: string): string | null {
  process.umask(0o077);
  fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const mode = fs.statSync(dataDir).mode & 0o777;
  if ((mode & 0o077) === 0) return null;
  fs.chmodSync(dataDir, 0o700);
  return `DATA_DIR ${dataDir} was open to other users (mode ${mode.toString(8)}); it is now 700.`;
}

/**
 * Takes group and other access off everything under `dir`. The embedded database writes its first
 * files with the modes of its built-in template (666 and 644), whatever the umask; files it makes
 * later follow the umask.
 */
export function restrictTree(dir: string): void {
  for (const name of fs.readdirSync(dir, { recursive: true, encoding: 'utf8' })) {
    const file = path.join(dir, name);
    const { mode } = fs.lstatSync(file);
    if (mode & 0o077) fs.chmodSync(file, mode & 0o700);
  }
}
