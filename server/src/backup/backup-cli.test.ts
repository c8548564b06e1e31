import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bundleCommand } from '../../../scripts/command-bundle.mjs';
import { openDatabase } from '../db/client';
import { runMigrations } from '../db/migrate';
import { loadSecrets } from '../lib/secrets';

/*
 * The commands as an operator runs them (npm run backup / restore), on the embedded database:
 * where the passphrase may come from, and that it never shows in what they print.
 */

const root = path.resolve(import.meta.dirname, '../../..');
const PASSPHRASE = 'a-passphrase-nobody-else-knows-7';

describe('the backup and restore commands', () => {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'petal-backup-cli-'));
  const source = path.join(work, 'source');
  const target = path.join(work, 'target');
  const archive = path.join(work, 'shop.tar.gz.age');
  // Each command is bundled once for the file (as `npm run backup` would each time, seconds a run);
  // inside node_modules, so that the packages the bundle leaves out are found from it.
  const bundles = fs.mkdtempSync(path.join(root, 'node_modules', '.petal-backup-cli-test-'));

  /**
   * Runs a command without a terminal, on the embedded database in `dataDir`: from its bundle, or
   * `viaNpmScript` the way `npm run backup|restore` does, bundling it first.
   */
  function run(
    command: 'backup' | 'restore',
    args: string[],
    dataDir: string,
    env: Record<string, string> = {},
    { viaNpmScript = false } = {},
  ) {
    const { DATABASE_URL: _, S3_BUCKET: __, BACKUP_PASSPHRASE: ___, ...inherited } = process.env;
    const entry = viaNpmScript
      ? ['scripts/run-command.mjs', command]
      : [path.join(bundles, `${command}.mjs`)];
    const done = spawnSync(process.execPath, [...entry, ...args], {
      cwd: root,
      env: { ...inherited, NODE_ENV: 'production', DATA_DIR: dataDir, ...env },
      input: '',
      encoding: 'utf8',
      timeout: 120_000,
    });
    return { status: done.status, output: `${done.stdout}${done.stderr}` };
  }

  beforeAll(async () => {
    await bundleCommand('backup', path.join(bundles, 'backup.mjs'));
    await bundleCommand('restore', path.join(bundles, 'restore.mjs'));
    const database = await openDatabase({ kind: 'embedded', dataDir: source });
    await runMigrations(database);
    await database.close();
    loadSecrets(source, {});
  }, 120_000);

  afterAll(() => {
    fs.rmSync(work, { recursive: true, force: true });
    fs.rmSync(bundles, { recursive: true, force: true });
  });

  it('refuses a passphrase given as an argument, a short one, and none at all, writing nothing', () => {
    const asArgument = run(
      'backup',
      ['--out', archive, '--passphrase', PASSPHRASE],
      source,
      {},
      { viaNpmScript: true },
    );
    expect(asArgument.status).toBe(1);
    expect(asArgument.output).toMatch(/not taken as an argument/);
    expect(asArgument.output).not.toContain(PASSPHRASE);
    const short = run('backup', ['--out', archive], source, { BACKUP_PASSPHRASE: 'tulip' });
    expect(short.status).toBe(1);
    expect(short.output).toMatch(/too short: use at least 12 characters/);
    const none = run('backup', ['--out', archive], source);
    expect(none.status).toBe(1);
    expect(none.output).toMatch(/No passphrase was given.*BACKUP_PASSPHRASE/s);
    expect(fs.existsSync(archive)).toBe(false);
  }, 120_000);

  it('encrypts with the passphrase from the environment, and never prints it', () => {
    const made = run('backup', ['--out', archive], source, { BACKUP_PASSPHRASE: PASSPHRASE });
    expect(made.output).toMatch(/Backed up .* encrypted/);
    expect(made.status).toBe(0);
    expect(made.output).not.toContain(PASSPHRASE);
    expect(fs.readFileSync(archive).subarray(0, 21).toString()).toBe('age-encryption.org/v1');
  }, 120_000);

  it('refuses a wrong passphrase before it creates a database, and restores with the right one from a file', () => {
    const wrongFile = path.join(work, 'wrong-passphrase');
    fs.writeFileSync(wrongFile, 'not-the-passphrase-at-all\n', { mode: 0o600 });
    const wrong = run('restore', ['--from', archive, '--passphrase-file', wrongFile], target);
    expect(wrong.status).toBe(1);
    expect(wrong.output).toMatch(/passphrase is wrong/);
    expect(wrong.output).not.toContain('not-the-passphrase-at-all');
    expect(fs.existsSync(target)).toBe(false);

    const rightFile = path.join(work, 'passphrase');
    fs.writeFileSync(rightFile, `${PASSPHRASE}\n`, { mode: 0o600 });
    const restored = run('restore', ['--from', archive, '--passphrase-file', rightFile], target);
    expect(restored.output).toMatch(/Restored \d+ rows and 1 files/);
    expect(restored.status).toBe(0);
    expect(restored.output).not.toContain(PASSPHRASE);
    expect(fs.readFileSync(path.join(target, 'secrets.json'), 'utf8')).toBe(
      fs.readFileSync(path.join(source, 'secrets.json'), 'utf8'),
    );
  }, 180_000);
});
