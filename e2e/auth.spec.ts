import { expect } from '@playwright/test';
import {
  fillBusinessStep,
  fillSignInForm,
  ownerViaApi,
  PASSWORD,
  registerViaApi,
  shellHeading,
  shopDetails,
  signInThroughUi,
  signOutFromShell,
  signUpThroughUi,
  skipSetupSteps,
  test,
  toasts,
  uniqueEmail,
} from './helpers';

test.describe('authentication', () => {
  test('signs up, sets up the shop in onboarding and lands on the orders inside the shell', {
    tag: '@desktop',
  }, async ({ page }) => {
    const credentials = { email: uniqueEmail(), password: PASSWORD };
    await signUpThroughUi(page, credentials);

    await expect(page).toHaveURL('/onboarding');
    const progress = page.getByRole('list', { name: 'Onboarding progress' });
    await expect(progress.locator('[aria-current="step"]')).toHaveText(/Your shop/);
    // The shop e-mail starts as the account's.
    await expect(page.getByLabel('Shop e-mail', { exact: true })).toHaveValue(credentials.email);

    const shop = shopDetails();
    // The web address follows the shop name until the user types one.
    await page.getByLabel('Shop name', { exact: true }).fill(shop.name);
    await expect(page.getByLabel('Web address', { exact: true })).toHaveValue(shop.url);

    await fillBusinessStep(page, shop);
    await expect(page.getByText('This address is available')).toBeVisible();
    await page.getByRole('button', { name: 'Create my shop' }).click();

    await skipSetupSteps(page);

    // The summary shows what the server stored.
    await expect(page.getByRole('heading', { name: 'Ready to go' })).toBeVisible();
    await expect(page.getByText(`${shop.name} is set up`)).toBeVisible();
    const summary = page.getByRole('definition');
    await expect(summary.filter({ hasText: `/${shop.url}/store` })).toHaveCount(1);
    await expect(summary.filter({ hasText: shop.phone })).toHaveCount(1);
    await expect(summary.filter({ hasText: shop.address })).toHaveCount(1);
    await expect(summary.filter({ hasText: /^EUR$/ })).toHaveCount(1);
    await expect(summary.filter({ hasText: 'Europe/Berlin' })).toHaveCount(1);

    await page.getByRole('button', { name: 'Open my back office' }).click();
    await expect(page).toHaveURL('/intern/orders');
    await expect(shellHeading(page)).toHaveText('Orders');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Account' })).toBeVisible();

    // Onboarding is done: going back there leads to the orders.
    await page.goto('/onboarding');
    await expect(page).toHaveURL('/intern/orders');
  });

  // At both widths: signing out goes through the sidebar at 1280 px and the side menu on a phone.
  test('signs out to /login, keeps the back office closed, and signs back in with the same credentials', async ({
    page,
    context,
    request,
  }) => {
    const owner = await ownerViaApi(page.request);
    await page.goto('/intern/orders');
    await expect(shellHeading(page)).toHaveText('Orders');
    const refreshCookie = (await context.cookies()).find((cookie) => cookie.name === 'petal_refresh');
    expect(refreshCookie?.httpOnly).toBe(true);

    await signOutFromShell(page);
    await expect(page).toHaveURL('/login');
    await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();

    // The server revoked the session: the old refresh cookie no longer buys a token.
    const replay = await request.post('/api/token/refresh/', {
      headers: { cookie: `petal_refresh=${refreshCookie?.value}` },
    });
    expect(replay.status()).toBe(401);

    await page.goto('/intern/orders');
    await expect(page).toHaveURL('/login');

    await fillSignInForm(page, owner);
    await expect(page).toHaveURL('/intern/orders');
    await expect(shellHeading(page)).toHaveText('Orders');
  });

  test('sends a user who has not finished onboarding to /onboarding after signing in', {
    tag: '@desktop',
  }, async ({ page, request }) => {
    // Made with the standalone request context, so the page itself starts signed out.
    const user = await registerViaApi(request);

    await signInThroughUi(page, user);
    await expect(page).toHaveURL('/onboarding');
    await expect(page.getByRole('heading', { name: 'Tell us about your shop' })).toBeVisible();

    // The back office is closed to them until they have a shop.
    await page.goto('/intern/orders');
    await expect(page).toHaveURL('/onboarding');
  });

  test('shows the server message in a toast and stays on /login when the password is wrong', {
    tag: '@desktop',
  }, async ({ page, request }) => {
    const owner = await ownerViaApi(request);

    await signInThroughUi(page, { email: owner.email, password: 'tulips-in-april-99' });
    await expect(toasts(page).getByText('E-mail or password is incorrect')).toBeVisible();
    await expect(page).toHaveURL('/login');
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeEnabled();

    // Nothing was signed in.
    await page.goto('/intern/orders');
    await expect(page).toHaveURL('/login');

    // An unknown account gets the very same answer.
    await fillSignInForm(page, { email: uniqueEmail(), password: PASSWORD });
    await expect(toasts(page).getByText('E-mail or password is incorrect')).toBeVisible();
    await expect(page).toHaveURL('/login');
  });

  test('keeps the session across a reload, from the refresh cookie, with the token in memory only', {
    tag: '@desktop',
  }, async ({ page }) => {
    await ownerViaApi(page.request);
    await page.goto('/intern/stock');
    await expect(shellHeading(page)).toHaveText('Stock');

    const refreshed = page.waitForResponse(
      (response) => response.url().endsWith('/api/token/refresh/') && response.request().method() === 'POST',
    );
    await page.reload();
    expect((await refreshed).status()).toBe(200);
    await expect(page).toHaveURL('/intern/stock');
    await expect(shellHeading(page)).toHaveText('Stock');

    // The access token is not written anywhere scripts could read it later, and the refresh cookie is
    // invisible to them.
    const stored = await page.evaluate(() => ({
      local: JSON.stringify({ ...localStorage }),
      session: JSON.stringify({ ...sessionStorage }),
      cookies: document.cookie,
    }));
    for (const value of Object.values(stored)) expect(value).not.toMatch(/eyJ[\w-]+\.[\w-]+\./);
    expect(stored.cookies).not.toContain('petal_refresh');
  });

  test('sends a signed-in user away from /login and /signup', { tag: '@desktop' }, async ({ page }) => {
    await ownerViaApi(page.request);
    await page.goto('/login');
    await expect(page).toHaveURL('/intern/orders');
    await page.goto('/signup');
    await expect(page).toHaveURL('/intern/orders');
  });
});
