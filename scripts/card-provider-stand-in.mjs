// The browser tests' stand-in for the card provider (server/src/test/card-provider-stand-in.main.ts),
// bundled like the server (scripts/command-bundle.mjs) and run.
import { runBundled } from './command-bundle.mjs';

await runBundled('server/src/test/card-provider-stand-in.main.ts', 'card-stand-in');
