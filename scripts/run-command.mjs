// `npm run flags|backup|restore -- …`: bundles server/src/cli/<command>.ts like the server
// (scripts/command-bundle.mjs) and runs it with the arguments that follow the command's name.
import { runBundled } from './command-bundle.mjs';

const [command] = process.argv.splice(2, 1);
if (!command || !/^[a-z-]+$/.test(command))
  throw new Error('usage: node scripts/run-command.mjs <command> …');
await runBundled(`server/src/cli/${command}.ts`, command);
