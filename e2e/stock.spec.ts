import { expect } from '@playwright/test';
import { xlsxFile } from '../server/src/test/xlsx-file';
import { openShellAsNewOwner, shellHeading, test, toasts } from './helpers';

/*
 * Stock end to end: a wholesaler's Excel file is read into a preview, a bad row is corrected, the
 * rows go into stock; five stems go into an order and its cost page shows the margin.
 */

function deliveryNote() {
  return {
    name: 'lieferschein.xlsx',
    mimeType: 'application/octet-stream',
    buffer: xlsxFile(
      [
        ['Lieferschein 4711'],
        ['Artikel', 'Menge', 'Einzelpreis', 'Gesamt'],
        ['Rose Avalanche', 50, 1.2, 60],
        ['Eucalyptus', 'zwanzig', 0.4, 8],
      ],
      { sheetName: 'Lieferung' },
    ),
  };
}

test('a delivery note goes into stock; five stems go into an order; its cost page shows the margin', {
  tag: '@desktop',
}, async ({ page }) => {
  test.setTimeout(90_000);
  const owner = await openShellAsNewOwner(page, '/intern/stock');
  await expect(page.getByRole('heading', { name: 'No flowers in stock yet' })).toBeVisible();
  await page.getByRole('link', { name: 'Upload a delivery note' }).click();
  await expect(shellHeading(page)).toBeVisible();

  await page.getByLabel('Choose a file').setInputFiles(deliveryNote());
  const rows = page.getByRole('list', { name: 'Rows to add' });
  await expect(rows.getByRole('listitem')).toHaveCount(2);
  await expect(rows.getByRole('listitem').first().getByLabel('Name')).toHaveValue('Rose Avalanche');
  await expect(page.getByText(/2 rows · 1 new flower|2 rows · 2 new flowers/).first()).toBeVisible();
  const add = page.getByRole('button', { name: /Add 2 rows to stock/ });
  await expect(add).toBeDisabled();
  // The row with words for a number is corrected by hand.
  const stems = rows.getByRole('listitem').nth(1).getByLabel('Stems');
  await stems.fill('20');
  await expect(add).toBeEnabled();
  await add.click();
  await expect(toasts(page).getByText(/Added 2 deliveries to stock/)).toBeVisible();
  await expect(page).toHaveURL('/intern/stock');
  await expect(page.getByText('Rose Avalanche').first()).toBeVisible();
  await expect(page.getByText('€68.00').first()).toBeVisible();

  // An order uses five roses.
  const draft = await page.request.post('/api/orders/draft', {
    headers: { authorization: `Bearer ${owner.access}` },
    multipart: { method: 'pickup', price: '45' },
  });
  expect(draft.status(), await draft.text()).toBe(201);
  const { uuid } = (await draft.json()) as { uuid: string };
  await page.goto(`/intern/orders/${uuid}/cost`);
  await page.getByLabel('Flower', { exact: true }).selectOption({ label: 'Rose Avalanche · 50 on hand' });
  await page.getByLabel('Stems', { exact: true }).fill('5');
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  const figure = (term: string) => page.locator('dt', { hasText: new RegExp(`^${term}$`) }).locator('..');
  await expect(figure('Flowers cost')).toContainText('€6.00');
  await expect(figure('Margin')).toContainText('€39.00');

  // The stock shows the sale.
  await page.goto('/intern/stock?type=sale');
  await expect(page.getByText(/Order #\d+/).first()).toBeVisible();
  await expect(page.getByText('−5').first()).toBeVisible();
});
