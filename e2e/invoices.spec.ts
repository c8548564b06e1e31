import { expect } from '@playwright/test';
import { customerDetails, openShellAsNewOwner, setUpShop, shellHeading, test, toasts } from './helpers';
import { downloadFirstInvoice, pdfText } from './pdf';

/*
 * Invoices (docs/decisions/047): the owner enters the shop's legal details in Settings, marks a
 * customer's order paid, and downloads its invoice from the order; the customer finds the same PDF on
 * their order page. Flowers at 7 %, delivery at 19 %: the invoice shows both rates.
 */

test('an owner saves the legal details, marks an order paid, and the invoice shows both rates', {
  tag: '@desktop',
}, async ({ page }) => {
  const owner = await openShellAsNewOwner(page, '/intern/settings');
  await setUpShop(page.request, owner.access);
  const headers = { authorization: `Bearer ${owner.access}` };
  const tax = await page.request.put('/api/business-settings/tax', {
    headers,
    data: { mode: 'vat', prices_include_tax: true, rate: 7, delivery_taxed: true, delivery_rate: 19 },
  });
  expect(tax.ok(), await tax.text()).toBe(true);

  await page.getByRole('link', { name: /Legal details/ }).click();
  await expect(page).toHaveURL('/intern/settings/legal');
  await expect(shellHeading(page)).toHaveText('Legal');
  await page.getByLabel('Registered name').fill('Peony Parlour GmbH');
  await page.getByLabel('Street and number').fill('Torstraße 12');
  await page.getByLabel('Postal code').fill('10119');
  await page.getByLabel('City').fill('Berlin');
  await page.getByLabel('Country').fill('DE');
  await expect(page.getByText('Germany')).toBeVisible();
  await page.getByLabel('VAT ID').fill('DE123456789');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(toasts(page)).toContainText('Legal details saved');

  const draft = await page.request.post('/api/orders/draft', {
    headers,
    data: { method: 'delivery', price: 40 },
  });
  expect(draft.status(), await draft.text()).toBe(201);
  const { uuid } = (await draft.json()) as { uuid: string };
  const submitted = await page.request.post(`/api/orders/${uuid}`, {
    data: customerDetails(1, '14:00-18:00'),
  });
  expect(submitted.ok(), await submitted.text()).toBe(true);

  await page.goto(`/intern/orders/${uuid}`);
  await page.getByRole('button', { name: 'Mark paid' }).click();
  const { filename, text } = await downloadFirstInvoice(page);
  expect(filename).toMatch(/^invoice-\d{4}-000001\.pdf$/);
  expect(text).toMatch(/Invoice\d{4}-000001/);
  expect(text).toContain('PeonyParlourGmbH');
  expect(text).toContain('VATID:DE123456789');
  expect(text).toContain('7%');
  expect(text).toContain('19%');
  // 40.00 with 7 % in it: 2.62; 4.90 delivery with 19 % in it: 0.78.
  expect(text).toContain('€2.62');
  expect(text).toContain('€0.78');
  expect(text).toContain('€44.90');

  // The customer's page offers the same document.
  await page.goto(`/order/${uuid}/details`);
  const link = page.getByRole('link', { name: /Invoice \d{4}-000001 \(PDF\)/ });
  await expect(link).toBeVisible();
  const pdf = await page.request.get((await link.getAttribute('href')) ?? '');
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  expect(await pdfText(new Uint8Array(await pdf.body()))).toContain('19%');
});
