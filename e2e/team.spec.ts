import { expect, type Page } from '@playwright/test';
import {
  expectedLayout,
  fillSignInForm,
  openShellAsNewOwner,
  shellHeading,
  signOutFromShell,
  test,
  toasts,
  uniqueEmail,
} from './helpers';
import { linkFromMail } from './mail';
import { baseURL } from './servers';

const FLORIST_PASSWORD = 'sweet-peas-in-july-77';

/** Every navigation entry the signed-in person is offered, in either layout. */
async function navigationEntries(page: Page): Promise<string[]> {
  const names = async (scope: ReturnType<Page['getByRole']>) =>
    (await scope.getByRole('link').allInnerTexts()).map((text) => text.trim());
  const main = page.getByRole('navigation', { name: 'Main' });
  await expect(main).toBeVisible();
  if (expectedLayout(page) === 'desktop') return names(main);
  const bar = await names(main);
  await page.getByRole('banner').getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  const inMenu = await names(menu);
  await page.keyboard.press('Escape');
  await expect(menu).toHaveCount(0);
  return [...bar, ...inMenu];
}

test.describe('team', () => {
  // At both widths: the florist's navigation and signing out are laid out apart on a phone.
  test('an invited florist joins, sees the florist’s navigation and is signed out when deactivated', async ({
    page,
    browser,
  }, testInfo) => {
    const owner = await openShellAsNewOwner(page, '/intern/account/florists');
    await expect(shellHeading(page)).toHaveText('Florists');

    // The owner invites a florist.
    const email = uniqueEmail();
    await page.getByRole('button', { name: 'Invite', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Invite to your team' });
    await dialog.getByLabel('E-mail', { exact: true }).fill(email);
    await expect(dialog.getByLabel('Role', { exact: true })).toHaveValue('florist');
    await dialog.getByLabel('First name (optional)', { exact: true }).fill('Fiona');
    await dialog.getByRole('button', { name: 'Send invitation' }).click();
    await expect(toasts(page).getByText(`Invitation sent to ${email}`)).toBeVisible();
    const row = page.getByRole('listitem', { name: 'Fiona' });
    await expect(row.getByText('Invited')).toBeVisible();

    // The florist opens the link in a browser of their own and chooses a password.
    const link = await linkFromMail(email, `You're invited to join ${owner.shop.name} on Petal`, 'invite');
    const context = await browser.newContext({
      baseURL,
      viewport: page.viewportSize(),
      isMobile: testInfo.project.use.isMobile ?? false,
      hasTouch: testInfo.project.use.hasTouch ?? false,
    });
    const florist = await context.newPage();
    await florist.goto(link);
    await expect(florist.getByRole('heading', { name: `Join ${owner.shop.name}` })).toBeVisible();
    await expect(florist.getByText(email)).toBeVisible();
    await expect(florist.getByLabel('First name', { exact: true })).toHaveValue('Fiona');
    await florist.getByLabel('Last name', { exact: true }).fill('Fern');
    await florist.getByLabel('Password', { exact: true }).fill(FLORIST_PASSWORD);
    await florist.getByLabel('Repeat password', { exact: true }).fill(FLORIST_PASSWORD);
    await florist.getByRole('button', { name: `Join ${owner.shop.name}` }).click();
    await expect(florist).toHaveURL('/intern/orders');
    await expect(toasts(florist).getByText(`Welcome to ${owner.shop.name}!`)).toBeVisible();

    // The password works on the sign-in page too.
    await signOutFromShell(florist);
    await expect(florist).toHaveURL('/login');
    await fillSignInForm(florist, { email, password: FLORIST_PASSWORD });
    await expect(florist).toHaveURL('/intern/orders');
    await expect(shellHeading(florist)).toHaveText('Orders');

    // A florist's navigation: the work, none of the money or settings.
    const entries = await navigationEntries(florist);
    expect(entries).toEqual(expect.arrayContaining(['Orders', 'Stock', 'Products', 'Create order']));
    for (const staffOnly of [
      'Analytics',
      'Customers',
      'Gift cards',
      'Payments',
      'Payouts',
      'Settings',
      'Calendar',
    ]) {
      expect(entries).not.toContain(staffOnly);
    }

    // The owner sees them joined, and deactivates them.
    await page.reload();
    const joined = page.getByRole('listitem', { name: 'Fiona Fern' });
    await expect(joined.getByText('Active')).toBeVisible();
    await joined.getByRole('button', { name: /Deactivate/ }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Deactivate Fiona Fern?' });
    await confirm.getByRole('button', { name: 'Deactivate' }).click();
    await expect(toasts(page).getByText('Fiona Fern is deactivated and signed out everywhere')).toBeVisible();
    await expect(joined.getByText('Deactivated')).toBeVisible();

    // The florist's next step in the app ends at the sign-in page, and signing in is refused. The
    // app may get there first (the live stream ends with the session, or a refetch is refused), and
    // then the link leaves the page before the click: either way the florist is at the sign-in page.
    await florist
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Stock' })
      .click({ timeout: 5_000 })
      .catch(() => undefined);
    await expect(florist).toHaveURL('/login');
    await fillSignInForm(florist, { email, password: FLORIST_PASSWORD });
    await expect(toasts(florist).getByText(/This account has been deactivated/)).toBeVisible();
    await expect(florist).toHaveURL('/login');

    await context.close();
  });

  test('an invitee declines, and the shop no longer lists them', { tag: '@desktop' }, async ({
    page,
    browser,
  }) => {
    const owner = await openShellAsNewOwner(page, '/intern/account/florists');
    const email = uniqueEmail();
    await page.getByRole('button', { name: 'Invite', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Invite to your team' });
    await dialog.getByLabel('E-mail', { exact: true }).fill(email);
    await dialog.getByLabel('First name (optional)', { exact: true }).fill('Dora');
    await dialog.getByRole('button', { name: 'Send invitation' }).click();
    await expect(page.getByRole('listitem', { name: 'Dora' }).getByText('Invited')).toBeVisible();

    const link = await linkFromMail(email, `You're invited to join ${owner.shop.name} on Petal`, 'invite');
    const context = await browser.newContext({ baseURL });
    const invitee = await context.newPage();
    await invitee.goto(link);
    await invitee.getByRole('button', { name: 'Decline the invitation' }).click();
    await expect(invitee.getByRole('heading', { name: 'Invitation declined' })).toBeVisible();
    await invitee.reload();
    await expect(invitee.getByRole('heading', { name: "This invitation can't be used" })).toBeVisible();
    await context.close();

    await page.reload();
    // The list has loaded (the owner is in it), and the invitee is not.
    await expect(page.getByRole('listitem', { name: owner.email })).toBeVisible();
    await expect(page.getByRole('listitem', { name: 'Dora' })).toHaveCount(0);
  });
});
