import { expect } from '@playwright/test';
import { fillSignInForm, openShellAsNewOwner, ownerViaApi, shellHeading, test, toasts } from './helpers';
import { linkFromMail } from './mail';

const NEW_PASSWORD = 'ranunculus-in-may-77';

test.describe('e-mail verification', { tag: '@desktop' }, () => {
  test('a new owner sees the banner until the link from the e-mail is opened', async ({ page }) => {
    const owner = await openShellAsNewOwner(page);
    const banner = page.getByRole('region', { name: 'Confirm your e-mail address' });
    await expect(banner).toContainText(owner.email);

    const link = await linkFromMail(owner.email, 'Confirm your e-mail address for Petal', 'verify-email');
    await page.goto(link);
    await expect(page.getByRole('heading', { name: 'Your e-mail address is confirmed' })).toBeVisible();
    await page.getByRole('link', { name: 'Continue to Petal' }).click();

    await expect(page).toHaveURL('/intern/orders');
    await expect(shellHeading(page)).toHaveText('Orders');
    await expect(banner).toHaveCount(0);

    // The link works once.
    await page.goto(link);
    await expect(
      page.getByRole('heading', { name: 'Your e-mail address is already confirmed' }),
    ).toBeVisible();
  });
});

test.describe('password reset', { tag: '@desktop' }, () => {
  test('asks for a link, sets a new password with it and signs in with that', async ({ page, request }) => {
    const owner = await ownerViaApi(request);

    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await expect(page).toHaveURL('/reset-password');
    await page.getByLabel('E-mail', { exact: true }).fill(owner.email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByRole('status')).toHaveText(
      "If an account exists for that e-mail, we've sent a link to reset your password.",
    );

    const link = await linkFromMail(owner.email, 'Reset your Petal password', 'reset-password/confirm');
    await page.goto(link);
    await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
    await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel('Repeat new password', { exact: true }).fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Set new password' }).click();

    await expect(page).toHaveURL('/login');
    await expect(toasts(page).getByText('Your password has been changed')).toBeVisible();

    // The old password is gone; the new one works.
    await fillSignInForm(page, { email: owner.email, password: owner.password });
    await expect(toasts(page).getByText('E-mail or password is incorrect')).toBeVisible();
    await page.getByLabel('Password', { exact: true }).fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL('/intern/orders');
    await expect(shellHeading(page)).toHaveText('Orders');
    // Opening the link proved the mailbox, so no banner asks to confirm it.
    await expect(page.getByRole('region', { name: 'Confirm your e-mail address' })).toHaveCount(0);

    // The link was used up.
    await page.goto(link);
    await page.getByLabel('New password', { exact: true }).fill('another-new-one-88');
    await page.getByLabel('Repeat new password', { exact: true }).fill('another-new-one-88');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await expect(page.getByRole('heading', { name: "This link can't be used" })).toBeVisible();
  });
});
