import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, stubFetch } from '../../test/fetch';
import {
  formFields,
  orderLine,
  orderOptions,
  publicApi,
  publicOrder,
  renderPublicPage,
  UUID,
} from '../test/render-public-page';

const PATH = `/order/${UUID}`;
const day = (date: string) => document.querySelector(`[data-date="${date}"]`) as HTMLButtonElement;

afterEach(() => {
  vi.unstubAllGlobals();
});

async function fillWhoAndWhere() {
  await userEvent.type(await screen.findByLabelText('Your name'), 'Jonas Weber');
  await userEvent.type(screen.getByLabelText('E-mail'), 'jonas@example.test');
  await userEvent.type(screen.getByLabelText("Recipient's name"), 'Anna Weber');
  await userEvent.type(screen.getByLabelText("Recipient's phone"), '+49 170 7654321');
  await userEvent.type(screen.getByLabelText('Street address'), 'Torstraße 1');
  await userEvent.type(screen.getByLabelText('Zip code'), '10117');
}

describe('the customer’s order page', { timeout: 20_000 }, () => {
  it('shows the shop, what was ordered and its price in the shop currency', async () => {
    stubFetch(publicApi());
    renderPublicPage(PATH);
    expect(await screen.findByRole('heading', { name: 'Complete your order' })).toBeInTheDocument();
    expect(screen.getByText('Rose & Fern')).toBeInTheDocument();
    expect(screen.getByText('Order #1001')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '+49 30 1234567' })).toHaveAttribute('href', 'tel:+49301234567');
    expect(screen.getByText('Flowers').nextSibling).toHaveTextContent('€45.00');
    expect(screen.getByText('Depends on the zip code')).toBeInTheDocument();
    expect(screen.getByText(/Rose & Fern will contact you about payment/)).toBeInTheDocument();
  });

  it('leads with the shop’s name; Petal signs only small at the foot', async () => {
    stubFetch(publicApi());
    renderPublicPage(PATH);
    await screen.findByRole('heading', { name: 'Complete your order' });
    expect(screen.queryByRole('link', { name: 'Petal home' })).not.toBeInTheDocument();
    const text = document.body.textContent ?? '';
    expect(text.indexOf('Rose & Fern')).toBeGreaterThanOrEqual(0);
    expect(text.indexOf('Petal')).toBeGreaterThan(text.indexOf('Rose & Fern'));
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: 'Powered by Petal' })).toHaveAttribute('href', '/');
  });

  it('links the shop’s imprint and privacy notice, and says flowers cannot be withdrawn from', async () => {
    stubFetch(publicApi());
    renderPublicPage(PATH);
    await screen.findByRole('heading', { name: 'Complete your order' });
    const legal = within(screen.getByRole('navigation', { name: 'Legal' }));
    expect(legal.getByRole('link', { name: 'Imprint' })).toHaveAttribute(
      'href',
      '/rose-and-fern/imprint?lang=en',
    );
    expect(legal.getByRole('link', { name: 'Privacy notice' })).toHaveAttribute(
      'href',
      '/rose-and-fern/privacy?lang=en',
    );
    // Beside the button that sends the order.
    const note = screen.getByText(/the right of withdrawal does not apply/);
    expect(note.previousElementSibling).toHaveTextContent('Send order');
  });

  it('names the product when the order came from the storefront', async () => {
    stubFetch(
      publicApi({ order: publicOrder({ product_id: crypto.randomUUID(), product_name: 'Peony cloud' }) }),
    );
    renderPublicPage(PATH);
    expect(await screen.findByText('Peony cloud')).toBeInTheDocument();
    expect(screen.getByText('Peony cloud').nextSibling).toHaveTextContent('€45.00');
    expect(screen.queryByText('Flowers')).not.toBeInTheDocument();
  });

  it('starts with the zip code checked on the storefront, its city and its delivery price', async () => {
    stubFetch(publicApi({ order: publicOrder({ delivery_zipcode: '10117', items: [orderLine(45)] }) }));
    renderPublicPage(PATH);
    expect(await screen.findByLabelText('Zip code')).toHaveValue('10117');
    expect(screen.getByLabelText('City')).toHaveValue('Berlin');
    expect(screen.getByText('The shop delivers here.')).toBeInTheDocument();
    expect(screen.queryByText('Depends on the zip code')).not.toBeInTheDocument();
    // The delivery price is known, so the total holds it: nothing is left to say "+ delivery".
    expect(screen.getByText('Total').parentElement).toHaveTextContent(/^Total€49\.90$/);
  });

  it('disables closed weekdays and dates and days outside the range, and loads the slots of a chosen day', async () => {
    const { calls } = stubFetch(publicApi());
    renderPublicPage(PATH);
    await screen.findByText('March 2031');

    expect(day('2031-03-09')).toBeDisabled(); // before the first date
    expect(day('2031-03-12')).toBeDisabled(); // closed date
    expect(day('2031-03-16')).toBeDisabled(); // a Sunday
    expect(day('2031-03-31')).toBeDisabled(); // after the last date
    expect(day('2031-03-11')).toBeEnabled();
    expect(day('2031-03-13')).toBeEnabled();
    expect(screen.getByText('Choose a date to see the times.')).toBeInTheDocument();

    await userEvent.click(day('2031-03-11'));
    expect(day('2031-03-11')).toHaveAttribute('aria-pressed', 'true');
    const slots = await screen.findByRole('radiogroup', { name: 'Time' });
    expect(
      within(slots)
        .getAllByRole('radio')
        .map((radio) => (radio as HTMLInputElement).value),
    ).toEqual(['09:00-12:00', '14:00-17:00']);
    expect(
      calls.some((call) => call.url === `/api/orders/${UUID}/timeslots?date=2031-03-11&window_type=delivery`),
    ).toBe(true);
    expect(calls.some((call) => call.url === `/api/orders/${UUID}/disabled-dates?window_type=delivery`)).toBe(
      true,
    );

    await userEvent.click(day('2031-03-13'));
    expect(
      await screen.findByText('No times left on this day. Please choose another date.'),
    ).toBeInTheDocument();
  });

  it('counts the card message against the shop’s limit', async () => {
    stubFetch(publicApi());
    renderPublicPage(PATH);
    const message = await screen.findByLabelText('Card message');
    expect(screen.getByText('0 / 40')).toBeInTheDocument();
    await userEvent.type(message, 'Happy birthday!');
    expect(screen.getByText('15 / 40')).toBeInTheDocument();
    await userEvent.type(message, ' With all our love from Berlin, J & K');
    expect(screen.getByText('52 / 40')).toHaveClass('text-danger');
    await userEvent.click(screen.getByRole('button', { name: 'Send order' }));
    expect(await screen.findByText('Keep the card message to 40 characters')).toBeInTheDocument();
  });

  it('sends the form, shows the zip code’s delivery price, and goes to the details', async () => {
    const { calls } = stubFetch(publicApi({ order: publicOrder({ items: [orderLine(45)] }) }));
    const page = renderPublicPage(PATH);
    await fillWhoAndWhere();
    // A served zip code fills the city and prices the delivery, and the total includes it.
    expect(screen.getByLabelText('City')).toHaveValue('Berlin');
    expect(screen.getByText('€4.90')).toBeInTheDocument();
    expect(screen.getByText('Total').parentElement).toHaveTextContent(/^Total€49\.90$/);
    await userEvent.click(day('2031-03-11'));
    await userEvent.click(await screen.findByRole('radio', { name: '14:00–17:00' }));
    await userEvent.type(screen.getByLabelText('Card message'), 'Happy birthday!');
    await userEvent.click(screen.getByRole('button', { name: 'Send order' }));

    await waitFor(() => expect(page.location()).toBe(`/order/${UUID}/details`));
    const post = calls.find((call) => call.url === `/api/orders/${UUID}` && call.init.method === 'POST');
    expect(post?.init.body).toBeInstanceOf(FormData);
    expect(formFields(post?.init ?? {})).toEqual({
      sender_name: 'Jonas Weber',
      // The language the customer reads the page in: their e-mails follow it.
      language: 'en',
      sender_email: 'jonas@example.test',
      recipient_name: 'Anna Weber',
      recipient_phone: '+49 170 7654321',
      delivery_address: 'Torstraße 1',
      delivery_city: 'Berlin',
      delivery_zipcode: '10117',
      delivery_date: '2031-03-11',
      time_slot: '14:00-17:00',
      card_message: 'Happy birthday!',
    });
  });

  it('checks the required fields before sending', async () => {
    const { calls } = stubFetch(publicApi());
    renderPublicPage(PATH);
    await userEvent.click(await screen.findByRole('button', { name: 'Send order' }));
    expect(await screen.findByText('Enter your name')).toBeInTheDocument();
    expect(screen.getByText('Enter the recipient’s phone number')).toBeInTheDocument();
    expect(screen.getByText('Enter the delivery address')).toBeInTheDocument();
    expect(screen.getByText('Choose a date')).toBeInTheDocument();
    expect(screen.getByText('Choose a time')).toBeInTheDocument();
    expect(calls.filter((call) => call.init.method === 'POST')).toHaveLength(0);
    // The first field to correct, in the order of the page.
    expect(screen.getByLabelText('Your name')).toHaveFocus();
    // From then on a field is checked as it changes.
    await userEvent.type(screen.getByLabelText('Your name'), 'Jonas');
    expect(screen.queryByText('Enter your name')).toBeNull();
    expect(screen.getByText('Enter the delivery address')).toBeInTheDocument();
  });

  it('shows the server’s field errors beside the fields', async () => {
    stubFetch(
      publicApi({
        submit: () =>
          json(400, {
            message: 'This time is fully booked; choose another',
            code: 'VALIDATION_ERROR',
            details: {
              time_slot: 'This time is fully booked; choose another',
              delivery_zipcode: 'The shop does not deliver to this zip code',
            },
          }),
      }),
    );
    const page = renderPublicPage(PATH);
    await fillWhoAndWhere();
    await userEvent.click(day('2031-03-11'));
    await userEvent.click(await screen.findByRole('radio', { name: '09:00–12:00' }));
    await userEvent.click(screen.getByRole('button', { name: 'Send order' }));

    expect(await screen.findByText('This time is fully booked; choose another')).toBeInTheDocument();
    expect(screen.getByText('The shop does not deliver to this zip code')).toBeInTheDocument();
    expect(screen.getByLabelText('Zip code')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Zip code')).toHaveFocus();
    expect(page.location()).toBe(PATH);
  });

  it('asks a pickup order for the location and offers paying in the shop', async () => {
    const { calls } = stubFetch(
      publicApi({
        order: publicOrder({ method: 'pickup' }),
        options: orderOptions({ allow_pay_in_shop: true, require_recipient_phone: false }),
        slots: { '2031-03-11': ['10:00-11:00'] },
      }),
    );
    renderPublicPage(PATH);
    expect(await screen.findByRole('heading', { name: 'Who collects the flowers' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Street address')).toBeNull();
    // The only location is chosen already.
    expect(screen.getByRole('radio', { name: /Rose & Fern Mitte/ })).toBeChecked();
    expect(screen.getByText('Pay in the shop')).toBeInTheDocument();
    expect(screen.getByText('Pay when you collect the flowers.')).toBeInTheDocument();

    await userEvent.type(screen.getByLabelText('Your name'), 'Jonas');
    await userEvent.type(screen.getByLabelText('E-mail'), 'jonas@example.test');
    await userEvent.type(screen.getByLabelText("Recipient's name"), 'Jonas');
    await userEvent.click(day('2031-03-11'));
    await userEvent.click(await screen.findByRole('radio', { name: '10:00–11:00' }));
    await userEvent.click(screen.getByRole('button', { name: 'Send order' }));
    await waitFor(() => expect(calls.some((call) => call.init.method === 'POST')).toBe(true));
    const post = calls.find((call) => call.init.method === 'POST');
    expect(formFields(post?.init ?? {})).toMatchObject({
      location_id: 'a1a1a1a1-0000-4000-8000-000000000001',
      time_slot: '10:00-11:00',
    });
    expect(formFields(post?.init ?? {})).not.toHaveProperty('delivery_address');
    expect(calls.some((call) => call.url.endsWith('disabled-dates?window_type=pickup'))).toBe(true);
  });

  it('goes to the details when the order can no longer be changed', async () => {
    stubFetch(publicApi({ order: publicOrder({ order_status: 'ready', editable: false }) }));
    const page = renderPublicPage(PATH);
    await waitFor(() => expect(page.location()).toBe(`/order/${UUID}/details`));
  });

  it('says so when the link leads nowhere', async () => {
    stubFetch();
    renderPublicPage(PATH);
    expect(await screen.findByRole('heading', { name: 'We could not find this order' })).toBeInTheDocument();
  });
});
