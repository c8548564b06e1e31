// `npm run flags -- …`: bundles the flags command like the server (scripts/server-bundle.mjs) and runs it.
import { mkdtempSync, rmSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { serverBundleOptions } from './server-bundle.mjs';

const dir = mkdtempSync(path.join(process.cwd(), 'node_modules', '.petal-flags-'));
const outfile = path.join(dir, 'flags.mjs');
try {
  await build({
    ...serverBundleOptions,
    entryPoints: ['server/src/cli/flags.ts'],
    outfile,
    sourcemap: false,
    logLevel: 'warning',
  });
  await import(pathToFileURL(outfile).href);
} finally {
  rmSync(dir, { recursive: true, force: true });
}
