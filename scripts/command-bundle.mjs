// Bundles a server-side entry like the server (scripts/server-bundle.mjs): the operator's commands
// (scripts/run-command.mjs), the stand-ins for outside services, and the tests that run a command
// many times (bundled once).
import { mkdtempSync, rmSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { serverBundleOptions } from './server-bundle.mjs';

/** Writes the bundle of `entryPoint` to `outfile`; it runs with `node outfile …` from the project's root. */
export async function bundleEntry(entryPoint, outfile) {
  await build({
    ...serverBundleOptions,
    entryPoints: [entryPoint],
    outfile,
    sourcemap: false,
    logLevel: 'warning',
  });
}

/** Writes the bundle of server/src/cli/<command>.ts to `outfile`. */
export async function bundleCommand(command, outfile) {
  if (!/^[a-z-]+$/.test(command)) throw new Error(`not a command's name: ${command}`);
  await bundleEntry(`server/src/cli/${command}.ts`, outfile);
}

/**
 * Bundles `entryPoint` and runs it in this process, the bundle removed when the process exits.
 * Inside node_modules, so that the packages the bundle leaves out are found from it.
 */
export async function runBundled(entryPoint, name) {
  const dir = mkdtempSync(path.join(process.cwd(), 'node_modules', `.petal-${name}-`));
  process.on('exit', () => rmSync(dir, { recursive: true, force: true }));
  const outfile = path.join(dir, `${name}.mjs`);
  await bundleEntry(entryPoint, outfile);
  await import(pathToFileURL(outfile).href);
}
