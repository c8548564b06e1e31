import fs from 'node:fs';
import { createBackup } from '../backup/backup';
import { passphraseProblem } from '../backup/encryption';
import { loadConfig } from '../config';
import { openStorage } from '../lib/open-storage';
import { CommandError, openCommandDatabase, option, runCommand } from './cli-database';
import { PASSPHRASE_HELP, readPassphrase } from './passphrase';

/*
 * `npm run backup -- [--out file]`: the database (DATABASE_URL, else the embedded one under
 * DATA_DIR — stop the app first then), the photos (DATA_DIR or the S3 bucket) and DATA_DIR's
 * secrets, into one .tar.gz encrypted with a passphrase (an age file).
 */
const USAGE = `Usage:
  npm run backup -- [--out petal-backup.tar.gz.age] [--passphrase-file file] [--without-secrets]
Writes the database, the uploaded photos and DATA_DIR/secrets.json (the key that signs sign-ins)
into one file (mode 0600), encrypted with a passphrase of at least 12 characters. Keep the
passphrase apart from the backups: without it they cannot be restored.
${PASSPHRASE_HELP}
  --without-secrets   leaves DATA_DIR/secrets.json out: restored elsewhere, everyone signs in again.
  --unencrypted       writes the archive unencrypted; only where the backups are encrypted by other means.`;

const stamp = () => new Date().toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);

await runCommand(async () => {
  const args = process.argv.slice(2);
  if (args.includes('--help')) return USAGE;
  const unencrypted = args.includes('--unencrypted');
  const out = option(args, '--out', USAGE) ?? `petal-backup-${stamp()}.tar.gz${unencrypted ? '' : '.age'}`;
  if (fs.existsSync(out)) throw new CommandError(`${out} exists already; choose another --out file.`);
  const passphrase = unencrypted
    ? null
    : await readPassphrase(args, process.env, { confirm: true, usage: USAGE });
  const problem = passphrase === null ? undefined : passphraseProblem(passphrase);
  if (problem) throw new CommandError(`${problem} Nothing was written.`);
  const config = loadConfig(process.env);
  const database = await openCommandDatabase(config, { create: false });
  const storage = await openStorage(config);
  try {
    const started = Date.now();
    const summary = await createBackup({
      database,
      dataDir: config.dataDir,
      storage,
      out,
      passphrase,
      withoutSecrets: args.includes('--without-secrets'),
    });
    const rows = Object.values(summary.tables).reduce((a, b) => a + b, 0);
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    const how = passphrase === null ? 'UNENCRYPTED (it holds personal data in the clear)' : 'encrypted';
    return `Backed up ${rows} rows of ${Object.keys(summary.tables).length} tables and ${summary.files} files to ${out}, ${how}, in ${seconds} s.`;
  } finally {
    storage.close?.();
    await database.close();
  }
});
