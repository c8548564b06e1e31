// `npm run flags|backup|restore -- …`: bundles server/src/cli/<command>.ts like the server
// (scripts/command-bundle.mjs) and runs it with the arguments that follow the command's name.
import { mkdtempSync, rmSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { bundleCommand } from './command-bundle.mjs';

const [command] = process.argv.splice(2, 1);
if (!command || !/^[a-z-]+$/.test(command))
  throw new Error('usage: node scripts/run-command.mjs <command> …');
// Inside node_modules, so that the packages the bundle leaves out are found from it.
const dir = mkdtempSync(path.join(process.cwd(), 'node_modules', `.petal-${command}-`));
const outfile = path.join(dir, `${command}.mjs`);
try {
  await bundleCommand(command, outfile);
  await import(pathToFileURL(outfile).href);
} finally {
  rmSync(dir, { recursive: true, force: true });
}
