import { expect, type Page } from '@playwright/test';
import { type SeededShop, seedShopAt, signInViaApi, waitUntilSettled } from './accessibility-helpers';
import { test } from './helpers';

/*
 * On a phone every control is at least 44 × 44 px, so a thumb (or a wet one) hits what it aims at.
 * Measured at 390 px on the pages staff and customers use most. A link inside a sentence is the one
 * exception (WCAG's "inline" case): it flows with the text around it.
 */

const MIN = 44;

/** Every visible control smaller than MIN in either direction, described so the failure says which. */
function smallTargets(page: Page): Promise<string[]> {
  return page.evaluate((min) => {
    const controls = document.querySelectorAll<HTMLElement>(
      'a[href], button, select, textarea, input:not([type="hidden"]), [role="button"], [role="tab"], summary',
    );
    const found: string[] = [];
    for (const control of controls) {
      // A visually hidden radio or checkbox is hit through the label that wraps it.
      const target = control.matches('input.sr-only') ? control.closest('label') : control;
      if (!target) continue;
      const box = target.getBoundingClientRect();
      const style = getComputedStyle(target);
      if (box.width === 0 || box.height === 0 || style.visibility === 'hidden') continue;
      if (target.closest('[aria-hidden="true"], [inert]')) continue;
      // A link inside a sentence flows with its text.
      if (target.tagName === 'A' && style.display === 'inline' && target.closest('p')) continue;
      // A small box inside a label that is big enough: the label takes the tap too. A link whose
      // ::after is stretched over its card (the card pattern) is hit anywhere on the card.
      const label = target.closest('label');
      let stretched: Element | null = null;
      if (getComputedStyle(target, '::after').position === 'absolute') {
        stretched = target.parentElement;
        while (stretched && getComputedStyle(stretched).position === 'static')
          stretched = stretched.parentElement;
      }
      const hit = (label && label !== target ? label : (stretched ?? target)).getBoundingClientRect();
      if (hit.width + 0.5 >= min && hit.height + 0.5 >= min) continue;
      const name = (target.getAttribute('aria-label') ?? target.textContent ?? '').trim().slice(0, 40);
      found.push(
        `<${target.tagName.toLowerCase()}> "${name}" is ${Math.round(hit.width)}×${Math.round(hit.height)}`,
      );
    }
    return found;
  }, MIN);
}

async function checkPages(page: Page, paths: string[]) {
  const found: string[] = [];
  for (const path of paths) {
    await page.goto(path);
    await waitUntilSettled(page);
    found.push(...(await smallTargets(page)).map((line) => `${path}: ${line}`));
  }
  expect(found, `controls smaller than ${MIN} px on a phone`).toEqual([]);
}

let shop: SeededShop;

// The phone project (390 px) measures; at 1280 px a mouse points more finely.
test.describe('touch targets at 390 px', { tag: '@phone' }, () => {
  test.beforeAll(async ({ playwright, baseURL }) => {
    shop = await seedShopAt(playwright, baseURL);
  });

  test('the customer’s pages and signing in', async ({ page }) => {
    await checkPages(page, [
      `/${shop.shopUrl}/store`,
      `/order/${shop.draftUuid}`,
      `/order/${shop.orderUuid}/details`,
      '/login',
      '/signup',
    ]);
  });

  test('the back office pages staff use most', async ({ page }) => {
    test.setTimeout(90_000);
    await signInViaApi(page, shop);
    await checkPages(page, [
      '/intern/orders',
      `/intern/orders/${shop.orderUuid}`,
      '/intern/create',
      '/intern/today',
      '/intern/stock',
      '/intern/stock/update',
      '/intern/products',
    ]);
  });
});
