import { expect } from '@playwright/test';
import { dateIn, ownerViaApi, setUpShop, test, toasts, uniqueEmail } from './helpers';
import { linkFromMail } from './mail';

const FLORIST_PASSWORD = 'sweet-peas-in-july-77';

test.describe('order search', { tag: '@desktop' }, () => {
  test('finds an old order by the recipient’s phone and by its number, then gives it to a florist', async ({
    page,
    request,
  }) => {
    const owner = await ownerViaApi(page.request);
    const headers = { authorization: `Bearer ${owner.access}` };
    await setUpShop(page.request, owner.access);

    // A florist joins the team.
    const email = uniqueEmail();
    const invite = await page.request.post('/api/users/florists', {
      headers,
      data: { email, role: 'florist', first_name: 'Fiona', last_name: 'Fern' },
    });
    expect(invite.status(), await invite.text()).toBe(201);
    const link = await linkFromMail(email, `You're invited to join ${owner.shop.name} on Petal`, 'invite');
    // In a context of its own: accepting signs the florist in, and the page stays the owner's.
    const accept = await request.post('/api/users/invite/accept', {
      data: { token: link.split('/').pop(), password: FLORIST_PASSWORD, confirm_password: FLORIST_PASSWORD },
    });
    expect(accept.ok(), await accept.text()).toBe(true);

    // The old order, finished long ago; then newer ones on top of it.
    const place = async (recipient: string, phone: string) => {
      const draft = await page.request.post('/api/orders/draft', {
        headers,
        multipart: { method: 'delivery', price: '35' },
      });
      expect(draft.status(), await draft.text()).toBe(201);
      const order = (await draft.json()) as { uuid: string; number: number };
      const submitted = await page.request.post(`/api/orders/${order.uuid}`, {
        multipart: {
          sender_name: 'Sam Sender',
          sender_email: 'sam@petal-test.example',
          sender_phone: '+49 30 1111111',
          recipient_name: recipient,
          recipient_phone: phone,
          delivery_address: 'Rosenweg 4',
          delivery_city: 'Berlin',
          delivery_zipcode: '10117',
          delivery_date: dateIn('Europe/Berlin', 2),
          time_slot: '14:00-18:00',
        },
      });
      expect(submitted.ok(), await submitted.text()).toBe(true);
      return order;
    };
    const old = await place('Olga Oldfield', '0176 555 12 34');
    for (const status of ['ready', 'done']) {
      const moved = await page.request.post(`/api/orders/${old.uuid}/status`, { headers, data: { status } });
      expect(moved.ok(), await moved.text()).toBe(true);
    }
    for (let i = 0; i < 4; i++) await place(`Newer Person ${i}`, `0151 000 00 0${i}`);

    // The phone, typed another way than it was given.
    await page.goto('/intern/orders?view=all');
    const search = page.getByRole('searchbox', { name: 'Search orders' });
    await search.fill('0176-5551234');
    const results = page.getByRole('tabpanel').getByRole('link', { name: /#\d+/ });
    await expect(page.getByText('1 order found · showing 1')).toBeVisible();
    await expect(results).toHaveCount(1);
    await expect(results.first()).toContainText(`#${old.number}`);
    await expect(results.first()).toContainText('Olga Oldfield');
    await expect(page).toHaveURL(/q=0176-5551234/);

    // The number, as people say it; the search survives a reload.
    await search.fill(`#${old.number}`);
    await expect(page).toHaveURL(new RegExp(`q=%23${old.number}`));
    await page.reload();
    await expect(page.getByRole('searchbox', { name: 'Search orders' })).toHaveValue(`#${old.number}`);
    await expect(results).toHaveCount(1);
    await results.first().click();

    // Given to the florist from the team list.
    await expect(page.getByRole('heading', { name: `#${old.number}` })).toBeVisible();
    const assigned = page.getByRole('region', { name: 'Assigned to' });
    await assigned.getByLabel('Give to someone on the team').selectOption({ label: 'Fiona Fern · Florist' });
    await expect(toasts(page).getByText('Assigned to Fiona Fern')).toBeVisible();
    await expect(assigned.getByText('Fiona Fern', { exact: true })).toBeVisible();

    // And the list finds it under her name.
    await page.goto('/intern/orders?view=all');
    await page.getByRole('button', { name: /Filters/ }).click();
    await page.getByLabel('Assigned to').selectOption({ label: 'Fiona Fern' });
    await expect(results).toHaveCount(1);
    await expect(results.first()).toContainText(`#${old.number}`);
  });
});
