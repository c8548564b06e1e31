import { beforeAll, vi } from 'vitest';
import { createMailer, type Mailer, type MailLog } from '../../lib/mail';
import { setupMailTestApp } from '../../test/smtp';
import { testConfig } from '../../test/test-app';
import { processOutbox } from '../mail';
import { readyHeldCardMail } from './held-card-codes';

/*
 * The tests of gift cards e-mailed on a later day (docs/decisions/053) send the outbox themselves,
 * at a moment of their choosing, instead of waiting for the worker.
 */

const quietLog = () =>
  ({ debug: vi.fn(), info: vi.fn(), warn: vi.fn(), error: vi.fn() }) as unknown as MailLog;

/** Call once per test file: it opens the app with a mail server and answers the steps bound to it. */
export function setupHeldMailTest() {
  const t = setupMailTestApp({ viaSmtp: false });
  let mailer: Mailer;
  beforeAll(() => {
    mailer = createMailer(testConfig({ SMTP_URL: t.smtp.url }), quietLog());
    return () => mailer.close();
  });

  /** Sends this file's mail that is due by `now`, as the worker would at that time. */
  const sendDueBy = (now: Date) =>
    processOutbox(
      t.database.db,
      mailer,
      quietLog(),
      { ...t.scope, now },
      { readyHeldMail: readyHeldCardMail(t.database.db) },
    );

  /** The gift card e-mails the SMTP server received for an address (not the order's other mail). */
  const cardMails = (address: string) =>
    t.smtp.to(address).filter((mail) => /gift card/.test(mail.subject ?? ''));

  return { t, sendDueBy, cardMails };
}
