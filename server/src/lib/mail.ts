import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import type { MailAttachmentRef } from '../db/schema';

export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Display name of the sender (a shop's name); the address stays MAIL_FROM's. */
  fromName?: string | null;
  /** Documents to attach, made when the mail is sent (the outbox stores only what they are). */
  attachments?: MailAttachmentRef[] | null;
  /** Held in the outbox until this instant (a gift card e-mailed on a chosen day); unset: at once. */
  sendAt?: Date | null;
  /**
   * The gift card whose code the body leaves out (docs/decisions/053): the outbox has the code
   * drawn and put in just before sending, or withholds the mail when the card was voided.
   */
  giftCardId?: string | null;
  /**
   * A marketing mail's one-click unsubscribe address (an https URL that takes a POST): sent as
   * `List-Unsubscribe` with `List-Unsubscribe-Post: List-Unsubscribe=One-Click` (RFC 8058), so mail
   * programs offer an unsubscribe button. Mails an order or an account needs carry none.
   */
  unsubscribeUrl?: string | null;
  /** A customer's notice about an order: kept once sent, as the order's history (docs/decisions/066). */
  orderNotice?: { orderId: string; notice: string } | null;
};

/** A file as it is attached: made from a MailAttachmentRef just before sending. */
export type MailFile = { filename: string; content: Buffer; contentType: string };

/** What a mailer sends: the message with its attachments made. */
export type OutgoingMail = Omit<MailMessage, 'attachments' | 'giftCardId' | 'orderNotice'> & {
  files?: MailFile[];
};

/** Makes the file an attachment names; throws when it cannot (the outbox tries again later). */
export type AttachmentMaker = (ref: MailAttachmentRef) => Promise<MailFile>;

/**
 * Readies a mail held for a gift card on its day (the card's code drawn and put in its body):
 * false when the card was voided meanwhile, and the mail is set aside instead of sent.
 */
export type HeldMailReadier = (held: { giftCardId: string }) => Promise<boolean>;

/** Sends one message or throws; retries are the outbox's business (modules/mail/outbox.service.ts). */
export interface Mailer {
  readonly kind: 'smtp' | 'file';
  sendMail(message: OutgoingMail): Promise<void>;
  close(): void;
}

export type MailLog = Pick<FastifyBaseLogger, 'debug' | 'info' | 'warn' | 'error'>;

/** SMTP when SMTP_URL is set; otherwise every message goes to the log and to DATA_DIR/mail. */
export function createMailer(config: Config, log: MailLog): Mailer {
  const from = parseFrom(config.mail.from);
  return config.mail.smtpUrl
    ? createSmtpMailer(config.mail.smtpUrl, from)
    : createFileMailer(config, from, log);
}

type From = { name: string; address: string };

/** MAIL_FROM as `Name <address>` or a bare address. */
export function parseFrom(value: string): From {
  const match = /^\s*"?([^"<]*?)"?\s*<([^>]+)>\s*$/.exec(value);
  if (match) return { name: match[1]?.trim() ?? '', address: match[2]?.trim() ?? '' };
  return { name: '', address: value.trim() };
}

function fromHeader(from: From, fromName: string | null | undefined) {
  // Line breaks in a shop's name must not turn into headers.
  const name = (fromName ?? from.name).replace(/[\r\n]+/g, ' ').trim();
  return name ? { name, address: from.address } : from.address;
}

/** The message as nodemailer takes it, whichever transport sends it. */
const envelope = (from: From, message: OutgoingMail) => ({
  from: fromHeader(from, message.fromName),
  to: message.to,
  subject: message.subject,
  text: message.text,
  html: message.html,
  attachments: message.files,
  ...(message.unsubscribeUrl && { headers: unsubscribeHeaders(message.unsubscribeUrl) }),
});

/** RFC 8058's pair of headers; a line break in the address must not start a header of its own. */
export const unsubscribeHeaders = (url: string) => ({
  'List-Unsubscribe': `<${url.replace(/[\r\n<>\s]+/g, '')}>`,
  'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
});

/**
 * nodemailer is loaded with the first message, not at start: most of a server's life sends no
 * mail, and the package held a few MB (docs/decisions/030).
 */
const loadNodemailer = async () => (await import('nodemailer')).default;

function createSmtpMailer(url: string, from: From): Mailer {
  const connect = async () =>
    (await loadNodemailer()).createTransport({
      url,
      // A server that does not answer must not hold the worker for minutes (nodemailer waits 2 by default).
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 30_000,
    });
  let transport: ReturnType<typeof connect> | undefined;
  return {
    kind: 'smtp',
    async sendMail(message) {
      transport ??= connect();
      await (await transport).sendMail(envelope(from, message));
    },
    close: () => void transport?.then((t) => t.close()),
  };
}

function createFileMailer(config: Config, from: From, log: MailLog): Mailer {
  const dir = path.join(config.dataDir, 'mail');
  // Builds the same MIME message SMTP would carry, so the file opens in any mail program.
  const compose = async () =>
    (await loadNodemailer()).createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  let composer: ReturnType<typeof compose> | undefined;
  return {
    kind: 'file',
    async sendMail(message) {
      composer ??= compose();
      const info = await (await composer).sendMail(envelope(from, message));
      const name = mailFileName(message);
      const file = path.join(dir, name);
      // The folder is made by the first mail (and again if someone removed it), not checked for
      // every one: on a peak day this writer handles one mail per order.
      await fs.promises.writeFile(file, info.message as Buffer).catch(async (error) => {
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
        await fs.promises.mkdir(dir, { recursive: true });
        await fs.promises.writeFile(file, info.message as Buffer);
      });
      // The log (read by more people, kept longer) says only which folder and which file: the
      // file's name carries the recipient's address and its body a sign-in, reset or invitation
      // link, so neither reaches the log at any level; the file itself has both.
      log.info({ dir, mail: mailFileId(name) }, 'mail not sent (no SMTP_URL): written to a file');
    },
    close: () => void composer?.then((c) => c.close()),
  };
}

const safe = (value: string, max: number) =>
  value
    .replace(/[^A-Za-z0-9@._+-]+/g, '-')
    .replace(/\.{2,}/g, '.')
    .replace(/^[-.]+|[-.]+$/g, '')
    .slice(0, max) || 'none';

/** Sorts by time; says who it is for and what it is about; never collides. */
export function mailFileName(message: Pick<MailMessage, 'to' | 'subject'>, now = new Date()): string {
  const stamp = now.toISOString().replace(/[:.]/g, '-');
  const unique = crypto.randomBytes(3).toString('hex');
  return `${stamp}_${safe(message.to, 120)}_${safe(message.subject, 60)}_${unique}.eml`;
}

/** What the log calls a written mail: the end of its file name, without the recipient. */
export const mailFileId = (name: string) => /_([0-9a-f]+)\.eml$/.exec(name)?.[1] ?? '';
