/** Writes the bundle of a server-side entry to `outfile` (scripts/command-bundle.mjs). */
export function bundleEntry(entryPoint: string, outfile: string): Promise<void>;
/** Writes the bundle of server/src/cli/<command>.ts to `outfile`. */
export function bundleCommand(command: string, outfile: string): Promise<void>;
/** Bundles `entryPoint` and runs it in this process. */
export function runBundled(entryPoint: string, name: string): Promise<void>;
