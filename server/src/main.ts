import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { embeddedDatabaseExists, openDatabase } from './db/client';
import { keepStatisticsFresh } from './db/statistics';
import { PREPARE_ARGUMENT, prepareDatabase, prepareInChildProcess } from './first-start';
import { restrictDataDir } from './lib/data-dir';
import { giveBackMemoryWhenQuiet, memoryCollector } from './lib/idle-memory';
import { openStorage } from './lib/open-storage';
import { describeStorage } from './lib/s3-settings';
import { createShutdown } from './lib/shutdown';

/** In the build, main.js sits in dist/server and the SPA in dist/web. */
const entry = fileURLToPath(import.meta.url);
const webDir = path.resolve(path.dirname(entry), '../web');

async function main() {
  const config = loadConfig(process.env, webDir);
  // Before anything is written: the database, secrets, photos and mail are for this user only.
  const warning = restrictDataDir(config.dataDir);
  if (warning) process.stderr.write(`${warning}\n`);
  if (process.argv.includes(PREPARE_ARGUMENT)) {
    const database = await openDatabase({ kind: 'embedded', dataDir: config.dataDir });
    const storage = await openStorage(config);
    await prepareDatabase(database, config, storage);
    await storage.close?.();
    await database.close();
    process.exit(0);
  }
  // The first start on the embedded database: created, migrated and seeded by a child process.
  if (!config.databaseUrl && !embeddedDatabaseExists(config.dataDir)) await prepareInChildProcess(entry);
  const database = await openDatabase(
    config.databaseUrl
      ? { kind: 'postgres', url: config.databaseUrl }
      : { kind: 'embedded', dataDir: config.dataDir },
  );
  const storage = await openStorage(config);
  await prepareDatabase(database, config, storage);
  const app = await buildApp({ config, database, storage });
  // The planner's statistics where no autovacuum keeps them (docs/decisions/089).
  const stopStatistics = keepStatisticsFresh(database, { log: app.log });
  app.addHook('onClose', async () => stopStatistics());
  const shutdown = createShutdown({ app, database });
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  await app.listen({ port: config.port, host: config.host });
  const collect = memoryCollector();
  if (collect) giveBackMemoryWhenQuiet(app.server, { collect });
  app.log.info(
    `Petal is running at ${config.publicUrl} (database: ${database.kind}; photos: ${describeStorage(config.s3, config.dataDir)})`,
  );
}

main().catch((error) => {
  if (error instanceof ConfigError) {
    process.stderr.write(`${error.message}\n`);
  } else {
    process.stderr.write(
      `Petal could not start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
    );
  }
  process.exit(1);
});
