import { expect, type Page } from '@playwright/test';
import { extractText, getDocumentProxy } from 'unpdf';
import { bouquetWithSizesAndVase, placeCart } from './catalogue';
import { dateIn, ownerViaApi, setUpShop, test } from './helpers';

/*
 * Every line on every paper: a cart of two lines (a size with a vase, and two of another size) reaches
 * the day sheet as the bench reads it, and the order list's selection prints the enclosure cards of
 * several orders in one go, leaving out and naming the order without a card message.
 */

const ZONE = 'Europe/Berlin';
async function printedText(page: Page) {
  await page.emulateMedia({ media: 'print' });
  const pdf = await page.pdf({ preferCSSPageSize: true });
  await page.emulateMedia({ media: 'screen' });
  const { totalPages, text } = await extractText(await getDocumentProxy(new Uint8Array(pdf)), {
    mergePages: false,
  });
  return { pages: totalPages, text: text as string[] };
}

test('the day sheet prints every line of a cart, and the list prints a batch of cards', {
  tag: '@desktop',
}, async ({ page }) => {
  test.setTimeout(120_000);
  const owner = await ownerViaApi(page.request);
  await setUpShop(page.request, owner.access);
  const bouquet = await bouquetWithSizesAndVase(page.request, owner.access);
  const cart = await placeCart(
    page,
    owner.shop.url,
    [
      { product_id: bouquet.productId, variant_id: bouquet.grand, option_ids: [bouquet.vaseId], quantity: 1 },
      { product_id: bouquet.productId, variant_id: bouquet.standard, quantity: 2 },
    ],
    { recipient_name: 'Anna Weber', card_message: 'Alles Liebe, Anna!' },
  );
  const second = await placeCart(
    page,
    owner.shop.url,
    [{ product_id: bouquet.productId, variant_id: bouquet.standard, quantity: 1 }],
    { recipient_name: 'Karl Brandt', card_message: 'Gute Besserung' },
  );
  const noCard = await placeCart(
    page,
    owner.shop.url,
    [{ product_id: bouquet.productId, variant_id: bouquet.standard, quantity: 1 }],
    { recipient_name: 'Lena Vogel', card_message: '' },
  );

  // The day sheet: both lines of the cart, with size, add-on and quantity.
  await page.goto(`/intern/print/day/${dateIn(ZONE, 1)}`);
  await expect(page.getByRole('article').first()).toBeVisible({ timeout: 30_000 });
  const sheet = (await printedText(page)).text.join('\n');
  expect(sheet).toContain(`#${cart.number}`);
  expect(sheet).toMatch(/Peony Cloud\s*—\s*Grand/);
  expect(sheet).toContain('Glass vase');
  expect(sheet).toMatch(/2\s*×\s*Peony Cloud\s*—\s*Standard/);

  // The order list's selection: three orders chosen, the cards of two printed, one named as without.
  await page.goto('/intern/orders');
  await page.getByRole('button', { name: 'Print tickets & cards' }).click();
  const dialog = page.getByRole('dialog', { name: 'Print work tickets and cards' });
  await expect(dialog.getByRole('checkbox')).toHaveCount(3, { timeout: 30_000 });
  await dialog.getByRole('link', { name: 'Print the cards of 3 orders, A6' }).click();
  await expect(page).toHaveURL(/\/intern\/print\/cards\?orders=.*layout=a6/);
  await expect(page.getByRole('status').filter({ hasText: `#${noCard.number}` })).toContainText(
    'has no card message',
  );
  const cards = await printedText(page);
  expect(cards.pages).toBe(2);
  expect(cards.text.some((text) => text.includes('Alles Liebe, Anna!'))).toBe(true);
  expect(cards.text.some((text) => text.includes('Gute Besserung'))).toBe(true);
  expect(cards.text.join('\n')).not.toContain(`#${second.number} has`);
});
