import fs from 'node:fs';
import path from 'node:path';
import type { Config } from '../config';
import { type Database, openDatabase } from '../db/client';

/** Thrown for what the person must do differently; the command prints the message alone. */
export class CommandError extends Error {}

/**
 * The database the app uses: DATABASE_URL, else the embedded one under DATA_DIR. The embedded one
 * has a single user, and opening it beside a running app would damage it: the marker file it keeps
 * while open stops us. A backup needs one that exists; a restore makes it when there is none.
 */
export async function openCommandDatabase(
  config: Config,
  { create }: { create: boolean },
): Promise<Database> {
  if (config.databaseUrl)
    return openDatabase({ kind: 'postgres', url: config.databaseUrl, poolSize: 2, batch: true });
  if (!create && !fs.existsSync(path.join(config.dataDir, 'pg', 'PG_VERSION'))) {
    throw new CommandError(
      `There is no embedded database in ${config.dataDir} (is DATA_DIR or DATABASE_URL right?).`,
    );
  }
  const marker = path.join(config.dataDir, 'pg', 'postmaster.pid');
  if (fs.existsSync(marker)) {
    throw new CommandError(
      `The embedded database in ${config.dataDir} is in use (${marker} exists). Stop Petal first.\n` +
        'If Petal is not running, it was stopped abruptly: start it once and stop it (Ctrl+C), then try again.',
    );
  }
  return openDatabase({ kind: 'embedded', dataDir: config.dataDir });
}

/** The value after `--name`, or undefined; a flag given without its value is an error. */
export function option(args: string[], name: string, usage: string): string | undefined {
  const at = args.indexOf(name);
  if (at < 0) return undefined;
  const value = args[at + 1];
  if (!value || value.startsWith('--')) throw new CommandError(`${name} needs a file name\n${usage}`);
  return value;
}

/** Runs a command's body: its result on stdout, a failure's message on stderr and exit code 1. */
export async function runCommand(body: () => Promise<string>): Promise<void> {
  try {
    process.stdout.write(`${await body()}\n`);
  } catch (error) {
    const cause = error instanceof Error && error.cause instanceof Error ? `\n${error.cause.message}` : '';
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}${cause}\n`);
    process.exitCode = 1;
  }
}
