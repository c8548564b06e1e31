// How the server is bundled, shared by the build and the development watcher: the server's own
// code and a few ES-module packages into one file, other packages left in node_modules,
// migrations copied beside it.
import { cpSync } from 'node:fs';

/**
 * Packages of many small ES modules, bundled with the server so that only what it uses is loaded:
 * from node_modules, Node read every module they export (date-fns alone is some 2 600 files)
 * before the server could answer, which took seconds and held ~150 MB (docs/decisions/030).
 * zod goes with fastify-type-provider-zod so that both see one zod. Everything else stays in
 * node_modules: native addons, WebAssembly and packages that find files beside their own code.
 */
export const bundledPackages = [
  'date-fns',
  '@date-fns/tz',
  'drizzle-orm',
  'zod',
  'fastify-type-provider-zod',
  'jose',
];

const packageName = (specifier) =>
  specifier.startsWith('@') ? specifier.split('/').slice(0, 2).join('/') : specifier.split('/')[0];

/** Leaves every package import outside bundledPackages to node_modules; @contract/* is our own code. */
const keepPackagesExternal = {
  name: 'keep-packages-external',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, ({ path }) => {
      if (path.startsWith('node:') || path.startsWith('@contract/')) return undefined;
      if (bundledPackages.includes(packageName(path))) return undefined;
      return { path, external: true };
    });
  },
};

export const serverBundleOptions = {
  entryPoints: ['server/src/main.ts'],
  outfile: 'dist/server/main.js',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  plugins: [keepPackagesExternal],
  sourcemap: true,
};

/** db/migrate.ts looks for the SQL beside main.js. */
export const copyMigrations = () =>
  cpSync('server/src/db/migrations', 'dist/server/migrations', { recursive: true });
