import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
// @ts-expect-error the scanner is a plain script, without types
import { findLeaks, fixturePasswords, scanLog } from '../../../scripts/scan-logs.mjs';
import { buildApp } from '../app';
import { GOOD_PASSWORD } from './fixtures';
import { openTestDatabase, testConfig } from './test-app';

type Find = { rule: string; text: string };
const rules = (line: string, passwords: string[] = []) =>
  (findLeaks(line, passwords) as Find[]).map((f) => f.rule);
const line = (fields: Record<string, unknown>) => JSON.stringify({ level: 30, time: 1, msg: 'x', ...fields });

// What a test run's log must never carry, one line each, and what it may.
describe('scripts/scan-logs.mjs', () => {
  it.each([
    ['an e-mail address in a message', line({ msg: 'sent to ada@example.com' })],
    ['an e-mail field', line({ email: 'not even an address' })],
    ['a recipient field', line({ to: 'someone' })],
    ['a JWT', line({ msg: 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjMifQ.c2lnbmF0dXJlLXNpZ25hdHVyZQ' })],
    ['a bearer header value', line({ msg: 'Bearer abcdefgh12345678' })],
    ['a refresh or reset token', line({ msg: 'token Xb3kP0qR7sT1uV9wY2zA4cD6eF8gH0iJ1kL3mN5oP7q' })],
    ['a token field', line({ refreshToken: 'x' })],
    ['a gift-card code as printed', line({ msg: 'card 7K3M-9PQR-2XYZ-HJ4N' })],
    ['a gift-card code as stored', line({ msg: 'card 7K3M9PQR2XYZHJ4N' })],
    ['a discount code', line({ body: { code: 'SPRING10' } })],
    ['a password field', line({ password: 'anything' })],
    ['a password hash', line({ msg: '$argon2id$v=19$m=19456,t=2,p=1$abc$def' })],
    ['SQL parameters in a field', line({ err: { params: ['ada', 42] } })],
    ['SQL parameters in a message', line({ err: { message: 'Failed query: select 1\nparams: ada,42' } })],
    ['a cookie header', line({ headers: { cookie: 'petal_refresh=abc' } })],
    ['an authorization header', line({ req: { headers: { authorization: 'Basic abc' } } })],
    ['an authorization header in text', 'authorization: Basic abc'],
  ])('finds %s', (_what, bad) => {
    expect(rules(bad)).not.toEqual([]);
  });

  it('finds a password the tests sign up with', () => {
    const passwords = fixturePasswords(process.cwd()) as string[];
    expect(passwords).toContain(GOOD_PASSWORD);
    expect(rules(line({ msg: `tried ${GOOD_PASSWORD}` }), passwords)).toContain('fixture password');
  });

  it.each([
    ['an error code', line({ err: { code: 'NOT_FOUND', message: 'The order was not found' } })],
    ['a conflict', line({ code: 'CONFLICT' })],
    ["Node's and the database's codes", line({ err: { code: 'ECONNREFUSED' }, cause: { code: '23505' } })],
    ['ids and a SHA-256', line({ mailId: '5cd9a7b5-19c0-427d-81b2-3dae346f77f3', hash: 'a'.repeat(64) })],
    ['a failed statement', line({ msg: 'Failed query: select id from users where email = $1' })],
    ['words in upper case', line({ msg: 'VALIDATION_ERROR and PAYMENTS_NOT_CONFIGURED' })],
    ['a mail written to a folder', line({ dir: '/tmp/petal-data-x/mail', mail: 'e8b8b4' })],
  ])('passes %s', (_what, good) => {
    expect(rules(good)).toEqual([]);
  });

  it('lists the offending lines masked, and counts the clean ones', () => {
    const text = [line({ msg: 'fine' }), line({ msg: 'mail to ada@example.com' })].join('\n');
    const { lines, leaks } = scanLog(text) as { lines: number; leaks: { number: number; line: string }[] };
    expect(lines).toBe(2);
    expect(leaks).toHaveLength(1);
    expect(leaks[0]?.number).toBe(2);
    expect(leaks[0]?.line).toContain('mail to [e-mail address]');
    expect(leaks[0]?.line).not.toContain('ada@');
  });

  // The proof that a leak in the app reaches the scan: an app of the test run logs one.
  it('fails on a leak an app logged into the test log, and passes a clean log', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'petal-scan-'));
    const file = path.join(dir, 'test.log');
    const config = testConfig({ PETAL_TEST_LOG: file });
    const database = await openTestDatabase();
    const app = await buildApp({ config, database, logger: false });
    try {
      const scan = () => spawnSync(process.execPath, ['scripts/scan-logs.mjs', file], { encoding: 'utf8' });
      app.log.info({ order: 'abc' }, 'a clean line');
      expect(scan().status).toBe(0);
      app.log.debug({ customer: 'ada@example.com' }, 'a leaking line');
      const failed = scan();
      expect(failed.status).toBe(1);
      expect(failed.stderr).toContain('line 2 (e-mail address)');
      expect(failed.stderr).not.toContain('ada@example.com');
    } finally {
      await app.close();
      await database.close();
      fs.rmSync(dir, { recursive: true, force: true });
      fs.rmSync(config.dataDir, { recursive: true, force: true });
    }
  });

  it('refuses to pass a log with nothing in it', () => {
    const empty = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'petal-scan-')), 'empty.log');
    fs.writeFileSync(empty, '');
    expect(spawnSync(process.execPath, ['scripts/scan-logs.mjs', empty]).status).toBe(2);
  });
});
