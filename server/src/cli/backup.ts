import fs from 'node:fs';
import { createBackup } from '../backup/backup';
import { loadConfig } from '../config';
import { openStorage } from '../lib/open-storage';
import { CommandError, openCommandDatabase, option, runCommand } from './cli-database';

/*
 * `npm run backup -- [--out file]`: the database (DATABASE_URL, else the embedded one under
 * DATA_DIR — stop the app first then), the photos (DATA_DIR or the S3 bucket) and DATA_DIR's
 * secrets, into one .tar.gz.
 */
const USAGE = `Usage:
  npm run backup -- [--out petal-backup.tar.gz]
Writes the database, the uploaded photos and DATA_DIR/secrets.json into one file (mode 0600).`;

const stamp = () => new Date().toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);

await runCommand(async () => {
  const args = process.argv.slice(2);
  if (args.includes('--help')) return USAGE;
  const out = option(args, '--out', USAGE) ?? `petal-backup-${stamp()}.tar.gz`;
  if (fs.existsSync(out)) throw new CommandError(`${out} exists already; choose another --out file.`);
  const config = loadConfig(process.env);
  const database = await openCommandDatabase(config, { create: false });
  const storage = await openStorage(config);
  try {
    const started = Date.now();
    const summary = await createBackup({ database, dataDir: config.dataDir, storage, out });
    const rows = Object.values(summary.tables).reduce((a, b) => a + b, 0);
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    return `Backed up ${rows} rows of ${Object.keys(summary.tables).length} tables and ${summary.files} files to ${out} in ${seconds} s.`;
  } finally {
    storage.close?.();
    await database.close();
  }
});
