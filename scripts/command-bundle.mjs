// Bundles server/src/cli/<command>.ts like the server (scripts/server-bundle.mjs), for
// scripts/run-command.mjs and for the tests that run a command many times (bundled once).
import { build } from 'esbuild';
import { serverBundleOptions } from './server-bundle.mjs';

/** Writes the command's bundle to `outfile`; it runs with `node outfile …` from the project's root. */
export async function bundleCommand(command, outfile) {
  if (!/^[a-z-]+$/.test(command)) throw new Error(`not a command's name: ${command}`);
  await build({
    ...serverBundleOptions,
    entryPoints: [`server/src/cli/${command}.ts`],
    outfile,
    sourcemap: false,
    logLevel: 'warning',
  });
}
