// How the server is bundled, shared by the build and the development watcher: the server's own
// code into one file, packages left in node_modules, migrations copied beside it.
import { cpSync } from 'node:fs';

export const serverBundleOptions = {
  entryPoints: ['server/src/main.ts'],
  outfile: 'dist/server/main.js',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
};

/** db/migrate.ts looks for the SQL beside main.js. */
export const copyMigrations = () =>
  cpSync('server/src/db/migrations', 'dist/server/migrations', { recursive: true });
