import path from 'node:path';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { runMigrations } from '../db/migrate';
import { runFlagsCommand } from './flags-command';

/*
 * `npm run flags -- …`: sets feature flags in the database the app uses (DATABASE_URL, else the
 * embedded one under DATA_DIR — stop the app first then, as the embedded database has one user).
 */
const config = loadConfig(process.env);
const database = await openDatabase(
  config.databaseUrl
    ? { kind: 'postgres', url: config.databaseUrl, poolSize: 1 }
    : { kind: 'embedded', dataDir: config.dataDir },
);
try {
  // Run from the project's folder (npm run): the migrations are read from the source tree.
  await runMigrations(database, path.resolve('server/src/db/migrations'));
  process.stdout.write(`${await runFlagsCommand(database.db, process.argv.slice(2))}\n`);
} catch (error) {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 1;
} finally {
  await database.close();
}
