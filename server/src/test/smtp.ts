import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '../app';
import type { App } from '../lib/context';
import { openTestDatabase, type TestApp, testConfig } from './test-app';

/**
 * A real SMTP server on a local port that keeps what it receives. `refuse` makes it turn every
 * recipient away (a temporary failure); `stop()` and `start()` take it down and bring it back.
 */
export class TestSmtp {
  readonly messages: ParsedMail[] = [];
  refuse = false;
  private server: SMTPServer | undefined;

  private constructor(readonly port: number) {}

  static async listen(port?: number): Promise<TestSmtp> {
    const smtp = new TestSmtp(port ?? (await freePort()));
    await smtp.start();
    return smtp;
  }

  get url() {
    return `smtp://127.0.0.1:${this.port}`;
  }

  async start() {
    const server = new SMTPServer({
      authOptional: true,
      // Plain SMTP on loopback: no self-signed certificate for the client to refuse.
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onRcptTo: (_address, _session, callback) => {
        if (!this.refuse) return callback();
        const error = Object.assign(new Error('Mailbox busy, try again later'), { responseCode: 451 });
        callback(error);
      },
      onData: (stream, _session, callback) => {
        simpleParser(stream)
          .then((parsed) => {
            this.messages.push(parsed);
            callback();
          })
          .catch(callback);
      },
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.port, '127.0.0.1', () => resolve());
    });
    this.server = server;
  }

  async stop() {
    const server = this.server;
    this.server = undefined;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  /** Messages sent to one address, oldest first. */
  to(address: string): ParsedMail[] {
    return this.messages.filter((m) => addressesOf(m).includes(address.toLowerCase()));
  }
}

const addressesOf = (mail: ParsedMail) =>
  (Array.isArray(mail.to) ? mail.to : mail.to ? [mail.to] : [])
    .flatMap((group) => group.value)
    .map((a) => a.address?.toLowerCase() ?? '');

/** A port nothing listens on (yet). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()));
    });
  });
}

/** The link a message carries to `path/<token>`, and that token. */
export function linkIn(mail: ParsedMail | undefined, path: string): { url: string; token: string } {
  const match = new RegExp(`(https?://\\S+/${path}/)([A-Za-z0-9_-]+)`).exec(mail?.text ?? '');
  if (!match?.[1] || !match[2]) throw new Error(`no ${path} link in: ${mail?.text}`);
  return { url: match[1] + match[2], token: match[2] };
}

/**
 * One app per test file with a test SMTP server (its SMTP_URL unless `viaSmtp: false`, which leaves
 * the app on the log-and-file fallback). Test files may share one PostgreSQL database, so each has a
 * mail domain of its own and its app sends only mail to that domain: make addresses with `email()`.
 * `app.mail.flush()` sends.
 */
export function setupMailTestApp({
  env = {},
  viaSmtp = true,
}: {
  /** Settings for the app; a function is read when the app is built (a stand-in's address known by then). */
  env?: Record<string, string> | (() => Record<string, string>);
  viaSmtp?: boolean;
} = {}) {
  const domain = `mail-${crypto.randomUUID().slice(0, 8)}.petal-test.example`;
  const handle = {
    domain,
    /** Only this file's outbox rows, for direct processOutbox() calls. */
    scope: { recipientLike: `%@${domain}` },
    email: (label = 'user') => `${label}-${crypto.randomUUID().slice(0, 8)}@${domain}`,
  } as TestApp & {
    smtp: TestSmtp;
    app: App;
    domain: string;
    scope: { recipientLike: string };
    email: (label?: string) => string;
  };
  beforeAll(async () => {
    handle.smtp = await TestSmtp.listen();
    const settings = typeof env === 'function' ? env() : env;
    handle.config = testConfig(viaSmtp ? { SMTP_URL: handle.smtp.url, ...settings } : settings);
    handle.database = await openTestDatabase();
    handle.app = await buildApp({
      config: handle.config,
      database: handle.database,
      logger: false,
      mailRecipients: handle.scope.recipientLike,
    });
    await handle.app.ready();
  });
  afterAll(async () => {
    await handle.app?.close();
    await handle.database?.close();
    await handle.smtp?.stop();
    if (handle.config) fs.rmSync(handle.config.dataDir, { recursive: true, force: true });
  });
  return handle;
}
