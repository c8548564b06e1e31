import fs from 'node:fs';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { TestSmtp } from '../test/smtp';
import { testConfig } from '../test/test-app';
import { createMailer, type MailLog, mailFileId, mailFileName, parseFrom } from './mail';

const message = {
  to: 'maya@rose-and-fern.test',
  subject: 'Your order is ready: pick it up today',
  text: 'Hello Maya\n\nYour bouquet is ready: http://localhost:3000/order/abc/details\n',
  html: '<p>Hello Maya</p><p><a href="http://localhost:3000/order/abc/details">Your order</a></p>',
};

const quietLog = () =>
  ({ debug: vi.fn(), info: vi.fn(), warn: vi.fn(), error: vi.fn() }) as unknown as MailLog & {
    info: ReturnType<typeof vi.fn>;
    debug: ReturnType<typeof vi.fn>;
  };

describe('without SMTP_URL', () => {
  it('writes each message as an .eml file under DATA_DIR/mail, and where to the log', async () => {
    const config = testConfig();
    const log = quietLog();
    const mailer = createMailer(config, log);
    expect(mailer.kind).toBe('file');
    try {
      await mailer.sendMail({ ...message, fromName: 'Rose & Fern' });
      const dir = path.join(config.dataDir, 'mail');
      const files = fs.readdirSync(dir);
      expect(files).toHaveLength(1);
      const [file] = files;
      expect(file).toMatch(
        /^\d{4}-\d\d-\d\dT[\d-]+Z_maya@rose-and-fern\.test_Your-order-is-ready-pick-it-up-today_\w+\.eml$/,
      );

      const parsed = await simpleParser(fs.readFileSync(path.join(dir, file ?? '')));
      expect(parsed.subject).toBe(message.subject);
      expect(parsed.text).toBe(message.text);
      expect(parsed.html).toContain('href="http://localhost:3000/order/abc/details"');
      expect(parsed.from?.value[0]).toEqual({ name: 'Rose & Fern', address: 'no-reply@petal.local' });

      // The log names the folder and the file's own ending, not the recipient in its name.
      expect(log.info).toHaveBeenCalledWith(
        { dir, mail: mailFileId(file ?? '') },
        expect.stringContaining('no SMTP_URL'),
      );
      expect(file).toMatch(new RegExp(`_${mailFileId(file ?? '')}\\.eml$`));
      const logged = JSON.stringify([log.info.mock.calls, log.debug.mock.calls]);
      expect(logged).not.toContain('/order/abc');
      expect(logged).not.toContain('maya@rose-and-fern.test');
    } finally {
      mailer.close();
      fs.rmSync(config.dataDir, { recursive: true, force: true });
    }
  });

  it('names files safely whatever the subject and recipient hold', () => {
    const name = mailFileName(
      { to: '../../etc/passwd@x.test', subject: 'A/B\\C: <script> 🌷' },
      new Date('2030-03-01T09:00:00.123Z'),
    );
    expect(name).toMatch(/^2030-03-01T09-00-00-123Z_etc-passwd@x\.test_A-B-C-script_[0-9a-f]{6}\.eml$/);
    expect(name).not.toContain('/');
  });
});

describe('with SMTP_URL', () => {
  let smtp: TestSmtp;
  beforeAll(async () => {
    smtp = await TestSmtp.listen();
  });
  afterAll(() => smtp.stop());

  it("sends text and HTML through the server, in the shop's name from MAIL_FROM's address", async () => {
    const config = testConfig({ SMTP_URL: smtp.url, MAIL_FROM: 'Petal Mail <orders@petal.example>' });
    const mailer = createMailer(config, quietLog());
    expect(mailer.kind).toBe('smtp');
    try {
      await mailer.sendMail({ ...message, fromName: 'Fern\r\nBcc: evil@x.test' });
      await mailer.sendMail({ ...message, to: 'second@rose-and-fern.test' });
    } finally {
      mailer.close();
    }
    const [shop] = smtp.to(message.to);
    expect(shop?.from?.value[0]).toEqual({ name: 'Fern Bcc: evil@x.test', address: 'orders@petal.example' });
    expect(shop?.bcc).toBeUndefined();
    expect(shop?.text).toBe(message.text);
    expect(shop?.html).toContain('<p>Hello Maya</p>');
    const [own] = smtp.to('second@rose-and-fern.test');
    expect(own?.from?.value[0]).toEqual({ name: 'Petal Mail', address: 'orders@petal.example' });
  });

  it('throws when the server refuses, for the outbox to retry', async () => {
    const mailer = createMailer(testConfig({ SMTP_URL: smtp.url }), quietLog());
    smtp.refuse = true;
    try {
      await expect(mailer.sendMail(message)).rejects.toThrow();
    } finally {
      smtp.refuse = false;
      mailer.close();
    }
  });
});

describe('MAIL_FROM', () => {
  it.each([
    ['Petal <no-reply@petal.local>', { name: 'Petal', address: 'no-reply@petal.local' }],
    ['"Rose & Fern" <shop@rose.test>', { name: 'Rose & Fern', address: 'shop@rose.test' }],
    ['bare@petal.local', { name: '', address: 'bare@petal.local' }],
  ])('reads %s', (value, expected) => {
    expect(parseFrom(value)).toEqual(expected);
  });
});
