import fs from 'node:fs';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import type { Database } from '../../db/client';
import type { App } from '../../lib/context';
import { signUp } from '../../test/fixtures';
import { captureLog, LOG_LEVELS } from '../../test/log-capture';
import { openTestDatabase, testConfig, uniqueEmail, uniqueIp } from '../../test/test-app';

// Without SMTP, mail is written to DATA_DIR; the log, read by more people and kept longer, must
// never hold the link that lets someone set another person's password.
const log = captureLog();
const config = testConfig();
let app: App;
let database: Database;

beforeAll(async () => {
  database = await openTestDatabase();
  app = await buildApp({
    config,
    database,
    logStream: log.stream,
    // Other test files share the database: send only this file's mail.
    mailRecipients: '%@reset-log.petal-test.example',
  });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await database?.close();
  fs.rmSync(config.dataDir, { recursive: true, force: true });
});

describe('mail written to files (no SMTP)', () => {
  it('logs that a reset mail was written and where, never its link', async () => {
    const email = uniqueEmail('anna').replace('@petal-test.example', '@reset-log.petal-test.example');
    await signUp(app, email);
    const requested = await app.inject({
      method: 'POST',
      url: '/api/users/reset-password/request',
      payload: { email },
      remoteAddress: uniqueIp(),
    });
    expect(requested.statusCode).toBe(200);
    await app.mail.flush();

    const dir = path.join(config.dataDir, 'mail');
    const file = fs.readdirSync(dir).find((name) => name.includes('Reset-your')) ?? '';
    const written = await simpleParser(fs.readFileSync(path.join(dir, file)));
    const token = /reset-password\/confirm\/([\w-]+)/.exec(written.text ?? '')?.[1];
    expect(token).toBeTruthy();

    const info = log.lines.filter((line) => line.level >= LOG_LEVELS.info);
    const note = info.find((line) => line.dir === dir && file.endsWith(`_${line.mail}.eml`));
    expect(note?.msg).toContain('no SMTP_URL');
    expect(JSON.stringify(info)).not.toContain(token);
    expect(JSON.stringify(info)).not.toContain('reset-password/confirm');
    expect(JSON.stringify(info)).not.toContain(email);
  });
});
