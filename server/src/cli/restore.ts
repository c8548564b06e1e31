import fs from 'node:fs';
import path from 'node:path';
import { restoreBackup } from '../backup/restore';
import { loadConfig } from '../config';
import { openStorage } from '../lib/open-storage';
import { CommandError, openCommandDatabase, option, runCommand } from './cli-database';

/*
 * `npm run restore -- --from file [--force]`: puts a backup back into the database the app uses,
 * its photo storage and DATA_DIR (stop the app first). An empty database only, unless --force.
 */
const USAGE = `Usage:
  npm run restore -- --from petal-backup.tar.gz [--force]
Restores into an empty database; --force replaces everything in the database and the photos (DATA_DIR or S3_BUCKET).`;

await runCommand(async () => {
  const args = process.argv.slice(2);
  if (args.includes('--help')) return USAGE;
  const from = option(args, '--from', USAGE);
  if (!from) throw new CommandError(`Say which backup to restore.\n${USAGE}`);
  if (!fs.existsSync(from)) throw new CommandError(`${from} does not exist.`);
  const config = loadConfig(process.env);
  const database = await openCommandDatabase(config, { create: true });
  const storage = await openStorage(config);
  try {
    const summary = await restoreBackup({
      database,
      dataDir: config.dataDir,
      storage,
      from,
      force: args.includes('--force'),
      // Run from the project's folder (npm run): the migrations are read from the source tree.
      migrationsFolder: path.resolve('server/src/db/migrations'),
    });
    const rows = Object.values(summary.tables).reduce((a, b) => a + b, 0);
    return `Restored ${rows} rows and ${summary.files} files from ${from}.`;
  } finally {
    storage.close?.();
    await database.close();
  }
});
