/** Writes the bundle of server/src/cli/<command>.ts to `outfile` (scripts/command-bundle.mjs). */
export function bundleCommand(command: string, outfile: string): Promise<void>;
