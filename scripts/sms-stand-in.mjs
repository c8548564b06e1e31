// The SMS provider's stand-in for development (server/src/test/sms-stand-in.main.ts),
// bundled like the server (scripts/server-bundle.mjs) and run.
import { mkdtempSync, rmSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { serverBundleOptions } from './server-bundle.mjs';

const dir = mkdtempSync(path.join(process.cwd(), 'node_modules', '.petal-stand-in-'));
const outfile = path.join(dir, 'stand-in.mjs');
const cleanUp = () => rmSync(dir, { recursive: true, force: true });
process.on('exit', cleanUp);
await build({
  ...serverBundleOptions,
  entryPoints: ['server/src/test/sms-stand-in.main.ts'],
  outfile,
  sourcemap: false,
  logLevel: 'warning',
});
await import(pathToFileURL(outfile).href);
