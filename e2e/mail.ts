import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect } from '@playwright/test';
import { simpleParser } from 'mailparser';

/*
 * The e2e server runs without SMTP, so it writes every message to DATA_DIR/mail as an .eml file
 * named after its recipient (playwright.config.ts puts DATA_DIR under the temp folder as petal-e2e-*).
 * Recipients here are unique, so whichever server wrote the file, it is this test's message.
 */

function mailFilesFor(email: string): string[] {
  const tmp = os.tmpdir();
  return fs
    .readdirSync(tmp)
    .filter((name) => name.startsWith('petal-e2e-'))
    .flatMap((dir) => {
      const mailDir = path.join(tmp, dir, 'mail');
      if (!fs.existsSync(mailDir)) return [];
      return fs
        .readdirSync(mailDir)
        .filter((name) => name.includes(`_${email}_`))
        .map((name) => path.join(mailDir, name));
    })
    .sort((a, b) => path.basename(a).localeCompare(path.basename(b)));
}

/**
 * Waits for the message to `email` whose subject is `subject` (the outbox sends within seconds)
 * and answers the link in it that leads to `linkPath`.
 */
export async function linkFromMail(email: string, subject: string, linkPath: string): Promise<string> {
  let link = '';
  await expect
    .poll(
      async () => {
        for (const file of mailFilesFor(email).reverse()) {
          const mail = await simpleParser(fs.readFileSync(file));
          if (mail.subject !== subject) continue;
          const match = new RegExp(`https?://\\S+(/${linkPath}/[A-Za-z0-9_-]+)`).exec(mail.text ?? '');
          if (match?.[1]) {
            // The path only: the test's baseURL is the server's own address.
            link = match[1];
            return true;
          }
        }
        return false;
      },
      { message: `a "${subject}" e-mail to ${email}`, timeout: 20_000, intervals: [250, 500, 1000] },
    )
    .toBe(true);
  return link;
}

/** Waits for the message to `email` whose subject contains `subjectPart`, and answers its text. */
export async function mailText(email: string, subjectPart: string): Promise<string> {
  let text = '';
  await expect
    .poll(
      async () => {
        for (const file of mailFilesFor(email).reverse()) {
          const mail = await simpleParser(fs.readFileSync(file));
          if (!mail.subject?.includes(subjectPart)) continue;
          text = mail.text ?? '';
          return true;
        }
        return false;
      },
      {
        message: `an e-mail to ${email} about "${subjectPart}"`,
        timeout: 20_000,
        intervals: [250, 500, 1000],
      },
    )
    .toBe(true);
  return text;
}
