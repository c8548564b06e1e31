import fs from 'node:fs';
import path from 'node:path';
import { eq, inArray, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../app';
import { mailOutbox } from '../../db/schema';
import { createMailer, type Mailer, type MailLog } from '../../lib/mail';
import { signUp } from '../../test/fixtures';
import { setupMailTestApp, TestSmtp } from '../../test/smtp';
import { testConfig } from '../../test/test-app';
import { processOutbox, queueMail } from './outbox.service';
import { backoffSeconds, MAX_ATTEMPTS, SERVER_AWAY_RETRY_SECONDS } from './outbox-retries';

// The app has no SMTP_URL: its mail goes to the log and to DATA_DIR. The outbox tests send to t.smtp.
const t = setupMailTestApp({ viaSmtp: false });

let mailer: Mailer;
beforeAll(() => {
  mailer = createMailer(testConfig({ SMTP_URL: t.smtp.url }), fakeLog());
  return () => mailer.close();
});

/** Sends this file's due mail (other test files may share the database). */
const sendDue = (log = fakeLog(), using = mailer) => processOutbox(t.database.db, using, log, t.scope);

function fakeLog() {
  return { info: vi.fn(), warn: vi.fn(), error: vi.fn() } as unknown as MailLog & {
    warn: ReturnType<typeof vi.fn>;
    error: ReturnType<typeof vi.fn>;
  };
}

const message = (to = t.email('customer')) => ({
  to,
  subject: 'Your order has been received',
  text: 'Thank you for your order.',
  html: '<p>Thank you for your order.</p>',
  fromName: 'Fern & Foxglove',
});

const rowFor = async (to: string) => {
  const [row] = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, to));
  if (!row) throw new Error(`nothing queued for ${to}`);
  return row;
};

const makeDue = (to: string) =>
  t.database.db.update(mailOutbox).set({ nextAttemptAt: new Date() }).where(eq(mailOutbox.recipient, to));

describe('outbox', () => {
  it("sends a queued message in the shop's name, marks it sent and keeps no copy of the body", async () => {
    const queued = message();
    await queueMail(t.database.db, queued);
    const run = await sendDue();
    expect(run.sent).toBeGreaterThanOrEqual(1);
    const [received] = t.smtp.to(queued.to);
    expect(received?.from?.value[0]).toEqual({ name: 'Fern & Foxglove', address: 'no-reply@petal.local' });
    expect(received?.text?.trim()).toBe(queued.text);
    expect(await rowFor(queued.to)).toMatchObject({
      attempts: 1,
      sentAt: expect.any(Date),
      text: '',
      html: '',
    });

    // Sent is sent: another run does not send it again.
    await sendDue();
    expect(t.smtp.to(queued.to)).toHaveLength(1);
  });

  it('retries with backoff while the server refuses, logging each failure, and sends later', async () => {
    const queued = message();
    await queueMail(t.database.db, queued);
    const log = fakeLog();
    t.smtp.refuse = true;
    try {
      const before = Date.now();
      expect((await sendDue(log)).failed).toBeGreaterThanOrEqual(1);
      const row = await rowFor(queued.to);
      expect(row).toMatchObject({ attempts: 1, sentAt: null, lastError: expect.stringMatching(/451|busy/i) });
      expect(row.nextAttemptAt.getTime()).toBeGreaterThanOrEqual(before + (backoffSeconds(1) - 5) * 1000);
      // The mail's id, not its recipient: the log names nobody.
      expect(log.warn).toHaveBeenCalledWith(
        expect.objectContaining({ mailId: row.id, attempts: 1 }),
        expect.stringContaining('try again'),
      );
      expect(JSON.stringify(log.warn.mock.calls)).not.toContain(queued.to);
      // Not due yet: nothing is tried.
      await sendDue(log);
      expect((await rowFor(queued.to)).attempts).toBe(1);
    } finally {
      t.smtp.refuse = false;
    }
    await makeDue(queued.to);
    await sendDue();
    expect(t.smtp.to(queued.to)).toHaveLength(1);
    expect(await rowFor(queued.to)).toMatchObject({ attempts: 2, sentAt: expect.any(Date), lastError: null });
  });

  it('waits for a mail server that cannot be reached without counting the tries, then sends each once', async () => {
    const queued = [message(), message()];
    for (const mail of queued) await queueMail(t.database.db, mail);
    const log = fakeLog();
    await t.smtp.stop();
    try {
      // Three runs while the server is away: as many as would give a mail up after a long outage.
      for (let run = 0; run < 3; run++) {
        for (const mail of queued) await makeDue(mail.to);
        const before = Date.now();
        expect((await sendDue(log)).sent).toBe(0);
        for (const mail of queued) {
          const row = await rowFor(mail.to);
          expect(row).toMatchObject({ attempts: 0, sentAt: null, lastError: expect.any(String) });
          expect(row.nextAttemptAt.getTime()).toBeGreaterThanOrEqual(
            before + (SERVER_AWAY_RETRY_SECONDS - 5) * 1000,
          );
          expect(row.nextAttemptAt.getTime()).toBeLessThan(before + (SERVER_AWAY_RETRY_SECONDS + 5) * 1000);
        }
      }
      // One line a run, not one a mail, and no address in it.
      expect(log.warn).toHaveBeenCalledTimes(3);
      expect(JSON.stringify(log.warn.mock.calls)).not.toContain(queued[0]?.to);
    } finally {
      await t.smtp.start();
    }
    for (const mail of queued) await makeDue(mail.to);
    await sendDue();
    await sendDue();
    for (const mail of queued) {
      expect(t.smtp.to(mail.to)).toHaveLength(1);
      expect(await rowFor(mail.to)).toMatchObject({ attempts: 1, sentAt: expect.any(Date) });
    }
  });

  it(`gives up after ${MAX_ATTEMPTS} attempts and says so in the log`, async () => {
    const queued = message();
    await queueMail(t.database.db, queued);
    await t.database.db
      .update(mailOutbox)
      .set({ attempts: MAX_ATTEMPTS - 1 })
      .where(eq(mailOutbox.recipient, queued.to));
    const log = fakeLog();
    t.smtp.refuse = true;
    try {
      await sendDue(log);
    } finally {
      t.smtp.refuse = false;
    }
    expect(log.error).toHaveBeenCalledWith(
      expect.objectContaining({ mailId: (await rowFor(queued.to)).id, attempts: MAX_ATTEMPTS }),
      expect.stringContaining('giving up'),
    );
    expect(JSON.stringify(log.error.mock.calls)).not.toContain(queued.to);
    await makeDue(queued.to);
    await sendDue();
    expect(t.smtp.to(queued.to)).toHaveLength(0);
    expect(await rowFor(queued.to)).toMatchObject({ attempts: MAX_ATTEMPTS, sentAt: null });
  });

  it('marks the mails of a claim sent in one statement, once they are all out', async () => {
    const batch = Array.from({ length: 4 }, () => message());
    for (const queued of batch) await queueMail(t.database.db, queued);
    const run = await sendDue();
    expect(run.sent).toBeGreaterThanOrEqual(4);
    const rows = await t.database.db
      // To the microsecond, as PostgreSQL keeps it.
      .select({ sentAt: sql<string | null>`${mailOutbox.sentAt}::text` })
      .from(mailOutbox)
      .where(
        inArray(
          mailOutbox.recipient,
          batch.map((b) => b.to),
        ),
      );
    // now() is the time of the statement's transaction: one statement gives all four the same.
    expect(rows).toHaveLength(4);
    expect(rows[0]?.sentAt).toEqual(expect.any(String));
    expect(new Set(rows.map((row) => row.sentAt)).size).toBe(1);
  });

  it('sends each message once when several workers run at the same time', async () => {
    const batch = Array.from({ length: 30 }, () => message());
    for (const queued of batch) await queueMail(t.database.db, queued);
    const second = createMailer(testConfig({ SMTP_URL: t.smtp.url }), fakeLog());
    try {
      await Promise.all([sendDue(), sendDue(fakeLog(), second), sendDue()]);
    } finally {
      second.close();
    }
    for (const queued of batch) expect(t.smtp.to(queued.to)).toHaveLength(1);
    const rows = await t.database.db
      .select()
      .from(mailOutbox)
      .where(
        inArray(
          mailOutbox.recipient,
          batch.map((b) => b.to),
        ),
      );
    expect(rows.every((row) => row.sentAt && row.attempts === 1)).toBe(true);
  });
});

describe('the app', () => {
  it('without SMTP_URL, writes the sign-up mail to a file under DATA_DIR on flush', async () => {
    const { email } = await signUp(t.app, t.email());
    await t.app.mail.flush();
    const dir = path.join(t.config.dataDir, 'mail');
    const files = fs.readdirSync(dir).filter((name) => name.includes(email));
    expect(files).toHaveLength(1);
    const content = fs.readFileSync(path.join(dir, files[0] ?? ''), 'utf8');
    expect(content).toContain('Subject: Confirm your e-mail address for Petal');
    expect(content).toContain('/verify-email/');
  });

  it('sends in the background on its own when polling is on', async () => {
    const background = await buildApp({
      config: testConfig({ SMTP_URL: t.smtp.url }),
      database: t.database,
      logger: false,
      mailPollMs: 50,
      mailRecipients: t.scope.recipientLike,
    });
    try {
      await background.ready();
      const { email } = await signUp(background, t.email());
      await vi.waitFor(() => expect(t.smtp.to(email)).toHaveLength(1), { timeout: 10_000, interval: 50 });
    } finally {
      await background.close();
    }
  });

  it('answers the request that queued mail even when sending fails', async () => {
    // Nothing listens on this SMTP port: every send fails, no request does.
    const closed = await TestSmtp.listen();
    await closed.stop();
    const failing = await buildApp({
      config: testConfig({ SMTP_URL: closed.url }),
      database: t.database,
      logger: false,
      mailPollMs: 50,
      mailRecipients: t.scope.recipientLike,
    });
    try {
      await failing.ready();
      const { email } = await signUp(failing, t.email());
      // Tried and failed: the server is away, so the try is recorded but not counted.
      await vi.waitFor(async () => expect((await rowFor(email)).lastError).toEqual(expect.any(String)), {
        timeout: 10_000,
        interval: 50,
      });
      expect((await rowFor(email)).sentAt).toBeNull();
      const reset = await failing.inject({
        method: 'POST',
        url: '/api/users/reset-password/request',
        payload: { email },
      });
      expect(reset.statusCode).toBe(200);
    } finally {
      await failing.close();
    }
  });
});
