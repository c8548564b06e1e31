import fs from 'node:fs';
import { CommandError, option } from './cli-database';

/*
 * Where the backup and restore commands take the passphrase from. Never from an argument: other
 * users of the machine see arguments in `ps`, and the shell keeps them in its history.
 */

export const PASSPHRASE_HELP = `The passphrase comes from, in this order:
  --passphrase-file file   the file's first line (keep it mode 0600)
  BACKUP_PASSPHRASE        an environment variable
  the terminal             asked for, without echo, when run by hand
It is never taken as an argument: other users see arguments in \`ps\`, and the shell keeps them in its history.`;

export async function readPassphrase(
  args: string[],
  env: NodeJS.ProcessEnv,
  {
    confirm,
    usage,
    terminal = Boolean(process.stdin.isTTY),
  }: { confirm: boolean; usage: string; terminal?: boolean },
): Promise<string> {
  if (args.some((a) => a === '--passphrase' || a.startsWith('--passphrase=')))
    throw new CommandError(`A passphrase is not taken as an argument.\n${PASSPHRASE_HELP}`);
  const file = option(args, '--passphrase-file', usage);
  if (file) return fromFile(file);
  if (env.BACKUP_PASSPHRASE) return env.BACKUP_PASSPHRASE;
  if (!terminal) throw new CommandError(`No passphrase was given.\n${PASSPHRASE_HELP}`);
  const passphrase = await ask('Passphrase: ');
  if (confirm && (await ask('The same passphrase again: ')) !== passphrase)
    throw new CommandError('The two passphrases differ. Nothing was written.');
  return passphrase;
}

function fromFile(file: string): string {
  if (!fs.existsSync(file)) throw new CommandError(`${file} does not exist.`);
  const mode = fs.statSync(file).mode & 0o777;
  if (process.platform !== 'win32' && (mode & 0o077) !== 0)
    process.stderr.write(
      `Warning: others can read ${file} (mode ${mode.toString(8)}); run chmod 600 ${file}.\n`,
    );
  // The first line: an editor's closing newline is not part of the passphrase.
  const passphrase = fs.readFileSync(file, 'utf8').split(/\r?\n/)[0] ?? '';
  if (!passphrase) throw new CommandError(`${file} is empty.`);
  return passphrase;
}

/** Reads a line from the terminal without showing it. */
function ask(prompt: string): Promise<string> {
  const input = process.stdin;
  // Echo off before the prompt shows, so that nothing typed at once is shown.
  input.setRawMode(true);
  input.setEncoding('utf8');
  input.resume();
  process.stderr.write(prompt);
  return new Promise((resolve, reject) => {
    let typed = '';
    const finish = (error?: Error) => {
      input.off('data', onData);
      input.setRawMode(false);
      input.pause();
      process.stderr.write('\n');
      if (error) reject(error);
      else resolve(typed);
    };
    const onData = (chunk: string) => {
      for (const char of chunk) {
        if (char === '\r' || char === '\n') return finish();
        if (char === '\u0003') return finish(new CommandError('Stopped.'));
        if (char === '\u007f' || char === '\b') typed = [...typed].slice(0, -1).join('');
        else typed += char;
      }
    };
    input.on('data', onData);
  });
}
