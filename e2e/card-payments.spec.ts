import { expect } from '@playwright/test';
import { dateIn, openShellAsNewOwner, pickDate, setUpShop, test } from './helpers';
import { cardProviderUrl } from './servers';

/*
 * A card payment end to end, against the local stand-in of the card provider: the owner connects
 * the shop's account, a customer completes an order, pays on the provider's page, comes back to a
 * paid order, and the shop's ledger shows the payment.
 */

const MOBILE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

test.describe('card payments', { tag: '@desktop' }, () => {
  test.use({ viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false });

  test('the owner connects card payments, a customer pays by card, the ledger shows it', async ({
    page,
    browser,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    const owner = await openShellAsNewOwner(page, '/intern/account/stripe');
    await setUpShop(page.request, owner.access);
    const headers = { authorization: `Bearer ${owner.access}` };

    // The owner connects: the shop's account is opened at the provider.
    await page.getByLabel('Country of your business').selectOption('DE');
    await page.getByRole('button', { name: 'Connect card payments' }).click();
    await expect(page.getByRole('heading', { name: 'Finish connecting card payments' })).toBeVisible();
    await expect(page.getByText('Card payments not yet on')).toBeVisible();

    // The provider approves the account (what its onboarding would end in).
    const status = await page.request.get('/api/stripe/connect/account-status/', { headers });
    const { account_id: accountId } = (await status.json()) as { account_id: string };
    expect((await page.request.post(`${cardProviderUrl}/control/accounts/${accountId}/activate`)).ok()).toBe(
      true,
    );
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Card payments are on' })).toBeVisible();

    // The shop creates an order for the customer.
    const draft = await page.request.post('/api/orders/draft', {
      headers,
      data: { method: 'delivery', price: 45 },
    });
    expect(draft.status(), await draft.text()).toBe(201);
    const { uuid } = (await draft.json()) as { uuid: string };

    // The customer completes it and goes straight on to paying.
    const customerContext = await browser.newContext({ baseURL, ...MOBILE });
    const customer = await customerContext.newPage();
    await customer.goto(`/order/${uuid}`);
    await customer.getByLabel('Your name', { exact: true }).fill('Jonas Weber');
    await customer.getByLabel('E-mail', { exact: true }).fill('jonas@example.test');
    await customer.getByLabel("Recipient's name", { exact: true }).fill('Anna Weber');
    await customer.getByLabel("Recipient's phone", { exact: true }).fill('+49 170 7654321');
    await customer.getByLabel('Street address', { exact: true }).fill('Torstraße 1');
    await customer.getByLabel('Zip code', { exact: true }).fill('10117');
    await expect(customer.getByLabel('City', { exact: true })).toHaveValue('Berlin');
    await pickDate(customer, dateIn(owner.shop.time_zone, 1));
    await customer.getByRole('radio', { name: '14:00–18:00' }).check({ force: true });
    await expect(
      customer.getByText('After sending, you pay on the card provider’s secure page'),
    ).toBeVisible();
    await customer.getByRole('button', { name: 'Send order and pay' }).click();

    // The provider's page, for 45.00 + 4.90 delivery.
    await expect(customer).toHaveURL(new RegExp(`^${cardProviderUrl}/pay/cs_test_`));
    await expect(customer.getByText('Amount: 49.90 EUR')).toBeVisible();
    await customer.getByRole('button', { name: 'Pay 49.90' }).click();

    // Back on the order: paid (the provider told the shop through its signed webhook).
    await expect(customer).toHaveURL(`/order/${uuid}/details?payment=done`);
    await expect(customer.getByText('Paid. Thank you!')).toBeVisible();
    await expect(customer.getByRole('button', { name: /by card/ })).toHaveCount(0);
    await customerContext.close();

    // The shop's ledger has the payment, made online.
    await page.goto('/intern/payments');
    const payment = page.getByRole('row').filter({ hasText: 'Jonas Weber' });
    await expect(payment.getByRole('cell', { name: 'Card online' })).toBeVisible();
    // The amount, and its net beside it: this shop charges no tax.
    await expect(payment.getByRole('cell', { name: '€49.90' })).toHaveCount(2);
    await expect(payment.getByRole('cell', { name: '€0.00' })).toBeVisible();
  });
});
