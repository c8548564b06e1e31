import fs from 'node:fs';
import { expect, type Page } from '@playwright/test';
import { extractText, getDocumentProxy } from 'unpdf';

/** The text of a PDF as a reader gets it, without white space (the PDF places words by position). */
export const pdfText = async (bytes: Uint8Array) =>
  (await extractText(await getDocumentProxy(bytes), { mergePages: true })).text.replace(/\s+/g, '');

/** Downloads the order's first invoice from its page in the back office: its file name and text. */
export async function downloadFirstInvoice(page: Page) {
  const invoices = page.getByRole('list', { name: 'Invoices' });
  await expect(invoices).toContainText(/Invoice \d{4}-\d{6}/);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    invoices
      .getByRole('button', { name: /Download invoice/ })
      .first()
      .click(),
  ]);
  const text = await pdfText(new Uint8Array(fs.readFileSync(await download.path())));
  return { filename: download.suggestedFilename(), text };
}
