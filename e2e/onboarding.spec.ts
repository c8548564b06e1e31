import { expect, type Page } from '@playwright/test';
import {
  createBusinessViaApi,
  fillBusinessStep,
  ownerViaApi,
  registerViaApi,
  shellHeading,
  shopDetails,
  signInThroughUi,
  skipSetupSteps,
  test,
} from './helpers';

const webAddress = (page: Page) => page.getByLabel('Web address', { exact: true });

test.describe('onboarding', { tag: '@desktop' }, () => {
  test("says another shop's web address is taken and will not create the shop with it", async ({
    page,
    request,
  }) => {
    const first = await ownerViaApi(request);
    // The second user is signed in in the page's own context.
    await registerViaApi(page.request);
    await page.goto('/onboarding');

    const shop = shopDetails({ url: first.shop.url });
    await fillBusinessStep(page, shop);
    await expect(page.getByText('This address is taken, try another')).toBeVisible();

    await page.getByRole('button', { name: 'Create my shop' }).click();
    await expect(webAddress(page)).toHaveAttribute('aria-invalid', 'true');
    await expect(webAddress(page)).toBeFocused();
    await expect(page.getByText('This address is taken, try another')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Tell us about your shop' })).toBeVisible();

    // A free address clears the error and goes through.
    const free = shopDetails().url;
    await webAddress(page).fill(free);
    await expect(page.getByText('This address is available')).toBeVisible();
    await expect(webAddress(page)).not.toHaveAttribute('aria-invalid', 'true');
    await page.getByRole('button', { name: 'Create my shop' }).click();
    await skipSetupSteps(page);
    await expect(page.getByRole('heading', { name: 'Ready to go' })).toBeVisible();
    await expect(page.getByRole('definition').filter({ hasText: `/${free}/store` })).toHaveCount(1);
  });

  test('checks the business step before sending it, and offers a way out', async ({ page }) => {
    await registerViaApi(page.request);
    const sent: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/users/onboarding/create-business')) sent.push(request.url());
    });
    await page.goto('/onboarding');

    // A click straight from the focused, empty first field: its blur must not move the button away
    // from under the pointer before the click lands.
    await expect(page.getByLabel('Shop name', { exact: true })).toBeFocused();
    await page.getByRole('button', { name: 'Create my shop' }).click();
    await expect(page.getByText('Enter the shop name')).toBeVisible();
    await expect(page.getByText('Enter a phone number')).toBeVisible();
    await expect(page.getByText('Enter the shop address')).toBeVisible();
    await expect(page.getByLabel('Shop name', { exact: true })).toHaveAttribute('aria-invalid', 'true');
    expect(sent).toEqual([]);

    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL('/login');
    await page.goto('/onboarding');
    await expect(page).toHaveURL('/login');
  });

  test('resumes after the shop step for a shop made earlier, lets it be edited, then opens the back office', async ({
    page,
    request,
  }) => {
    const user = await registerViaApi(request);
    const shop = await createBusinessViaApi(request, user.access);

    await signInThroughUi(page, user);
    await expect(page).toHaveURL('/onboarding');
    await skipSetupSteps(page);
    await expect(page.getByRole('heading', { name: 'Ready to go' })).toBeVisible();
    await expect(page.getByText(`${shop.name} is set up`)).toBeVisible();

    await page.getByRole('button', { name: 'Edit details' }).click();
    await expect(page.getByLabel('Shop name', { exact: true })).toHaveValue(shop.name);
    await expect(webAddress(page)).toHaveValue(shop.url);
    await expect(page.getByText("Your shop's address")).toBeVisible();
    await page.getByLabel('Phone', { exact: true }).fill('+49 30 7654321');
    await page.getByRole('button', { name: 'Save and continue' }).click();

    await expect(page.getByRole('heading', { name: 'Ready to go' })).toBeVisible();
    await expect(page.getByRole('definition').filter({ hasText: '+49 30 7654321' })).toHaveCount(1);
    await page.getByRole('button', { name: 'Open my back office' }).click();
    await expect(page).toHaveURL('/intern/orders');
    await expect(shellHeading(page)).toHaveText('Orders');
  });
});
