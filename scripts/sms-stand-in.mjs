// The SMS provider's stand-in for development (server/src/test/sms-stand-in.main.ts),
// bundled like the server (scripts/command-bundle.mjs) and run.
import { runBundled } from './command-bundle.mjs';

await runBundled('server/src/test/sms-stand-in.main.ts', 'sms-stand-in');
