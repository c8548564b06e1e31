import type { OrderReminder } from '@contract/reminders';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { rememberRecipient } from '../../lib/reminder-recipient';
import { json, type Route, stubFetch } from '../../test/fetch';
import { publicApi, publicOrder, renderPublicPage, UUID } from '../test/render-public-page';

const placed = {
  order_status: 'pending' as const,
  sender_name: 'Jonas Weber',
  recipient_name: 'Anna Weber',
  delivery_address: 'Torstraße 1',
  delivery_city: 'Berlin',
  delivery_zipcode: '10117',
  delivery_date: '2031-03-11',
  time_slot: '14:00-17:00',
};

/** The order's reminder as the server keeps it: PUT changes it and answers with it. */
function reminderApi(start: OrderReminder): Route {
  let state = start;
  return ({ url, init }) => {
    if (url !== `/api/orders/${UUID}/reminder`) return undefined;
    if (init.method === 'PUT') {
      const input = JSON.parse(String(init.body)) as {
        remind: boolean;
        occasion?: OrderReminder['occasion'];
      };
      state = input.remind
        ? { ...state, active: true, occasion: input.occasion ?? null, next_mail_on: '2032-03-04' }
        : { ...state, active: false, next_mail_on: null };
    }
    return json(200, state);
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

describe('“remind me next year” on the order page', { timeout: 20_000 }, () => {
  it('switches the reminder on for the chosen occasion and says when the e-mail comes', async () => {
    const { calls } = stubFetch(
      reminderApi({ available: true, active: false, occasion: null, next_mail_on: null }),
      publicApi({ order: publicOrder(placed) }),
    );
    renderPublicPage(`/order/${UUID}/details`);
    const toggle = await screen.findByRole('switch', { name: 'Remind me next year' });
    expect(toggle).not.toBeChecked();
    await userEvent.selectOptions(screen.getByLabelText('Occasion'), 'Anniversary');
    await userEvent.click(toggle);
    await waitFor(() => expect(toggle).toBeChecked());
    const sent = calls.find((call) => call.init.method === 'PUT');
    expect(JSON.parse(String(sent?.init.body))).toEqual({ remind: true, occasion: 'anniversary' });
    expect(toggle).toHaveAccessibleDescription(
      /^We will e-mail you on .*March.*2032, with a link to send flowers to Anna Weber again\.$/,
    );

    await userEvent.click(toggle);
    await waitFor(() => expect(toggle).not.toBeChecked());
    expect(JSON.parse(String(calls.filter((call) => call.init.method === 'PUT')[1]?.init.body))).toEqual({
      remind: false,
    });
  });

  it('is not offered where the order cannot carry one', async () => {
    const { fetchMock } = stubFetch(
      reminderApi({ available: false, active: false, occasion: null, next_mail_on: null }),
      publicApi({ order: publicOrder(placed) }),
    );
    renderPublicPage(`/order/${UUID}/details`);
    expect(await screen.findByText('Torstraße 1')).toBeInTheDocument();
    // The page asked, and had its answer, before it is looked at.
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([url]) => url === `/api/orders/${UUID}/reminder`)).toBe(true),
    );
    await Promise.all(fetchMock.mock.results.map((result) => result.value));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole('switch', { name: 'Remind me next year' })).toBeNull();
  });
});

describe('a new order from a reminder mail’s link', { timeout: 20_000 }, () => {
  it('starts the recipient’s fields with the person the storefront kept for this shop', async () => {
    rememberRecipient('rose-and-fern', {
      occasion: 'birthday',
      method: 'delivery',
      recipient_name: 'Anna Weber',
      recipient_phone: '+49 170 7654321',
      delivery_address: 'Torstraße 1',
      delivery_unit: null,
      delivery_city: 'Berlin',
      delivery_zipcode: '10117',
    });
    stubFetch(publicApi({ order: publicOrder({ order_status: 'draft' }) }));
    renderPublicPage(`/order/${UUID}`);
    expect(await screen.findByLabelText("Recipient's name")).toHaveValue('Anna Weber');
    expect(screen.getByLabelText("Recipient's phone")).toHaveValue('+49 170 7654321');
    expect(screen.getByLabelText('Street address')).toHaveValue('Torstraße 1');
    // The sender is the customer's own to give.
    expect(screen.getByLabelText('Your name')).toHaveValue('');
  });

  it('keeps what a placed order already says', async () => {
    rememberRecipient('rose-and-fern', {
      occasion: 'birthday',
      method: 'delivery',
      recipient_name: 'Someone else',
      recipient_phone: null,
      delivery_address: 'Elsewhere 9',
      delivery_unit: null,
      delivery_city: 'Hamburg',
      delivery_zipcode: '20095',
    });
    stubFetch(publicApi({ order: publicOrder({ ...placed, editable: true }) }));
    renderPublicPage(`/order/${UUID}`);
    expect(await screen.findByLabelText("Recipient's name")).toHaveValue('Anna Weber');
    expect(screen.getByLabelText('Street address')).toHaveValue('Torstraße 1');
  });
});
