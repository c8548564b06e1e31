import fs from 'node:fs';
import path from 'node:path';
import { checkArchive } from '../backup/archive-check';
import { planSecrets } from '../backup/backup-secrets';
import { archiveKind } from '../backup/encryption';
import { restoreBackup } from '../backup/restore';
import { loadConfig } from '../config';
import { openStorage } from '../lib/open-storage';
import { CommandError, openCommandDatabase, option, runCommand } from './cli-database';
import { PASSPHRASE_HELP, readPassphrase } from './passphrase';

/*
 * `npm run restore -- --from file [--force]`: puts a backup back into the database the app uses,
 * its photo storage and DATA_DIR (stop the app first). An empty database only, unless --force.
 * The whole archive is decrypted and checked before the database is even opened.
 */
const USAGE = `Usage:
  npm run restore -- --from petal-backup.tar.gz.age [--passphrase-file file] [--force]
Restores into an empty database; --force replaces everything in the database and the photos
(DATA_DIR or S3_BUCKET), and a different DATA_DIR/secrets.json. Unencrypted backups of earlier
versions restore too.
${PASSPHRASE_HELP}`;

await runCommand(async () => {
  const args = process.argv.slice(2);
  if (args.includes('--help')) return USAGE;
  const from = option(args, '--from', USAGE);
  if (!from) throw new CommandError(`Say which backup to restore.\n${USAGE}`);
  if (!fs.existsSync(from)) throw new CommandError(`${from} does not exist.`);
  const encrypted = archiveKind(from) === 'encrypted';
  const passphrase = encrypted
    ? await readPassphrase(args, process.env, { confirm: false, usage: USAGE })
    : undefined;
  // Before the database is opened (which would create an embedded one): nothing is written for a
  // wrong passphrase or a damaged file.
  const checked = await checkArchive(path.resolve(from), passphrase);
  const config = loadConfig(process.env);
  const force = args.includes('--force');
  // A different signing key in DATA_DIR is refused here too, for the same reason (restoreBackup decides again).
  planSecrets(checked.secrets, config.dataDir, force);
  const database = await openCommandDatabase(config, { create: true });
  const storage = await openStorage(config);
  try {
    const result = await restoreBackup({
      database,
      dataDir: config.dataDir,
      storage,
      from,
      checked,
      force,
      // Run from the project's folder (npm run): the migrations are read from the source tree.
      migrationsFolder: path.resolve('server/src/db/migrations'),
    });
    const rows = Object.values(result.tables).reduce((a, b) => a + b, 0);
    return [`Restored ${rows} rows and ${result.files} files from ${from}.`, ...result.notes].join('\n');
  } finally {
    storage.close?.();
    await database.close();
  }
});
