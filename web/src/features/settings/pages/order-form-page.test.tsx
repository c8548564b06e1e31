import { defaultOrderFormSettings, type OrderFormSettings } from '@contract/order-form';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, type Route, stubFetch } from '../../../test/fetch';
import { bodyOf, renderPage } from '../../../test/render-back-office-page';
import { OrderFormPage } from './order-form-page';

const PATH = '/intern/settings/order-form';

function settingsApi(
  saved: OrderFormSettings = defaultOrderFormSettings,
  answer?: (body: Partial<OrderFormSettings>) => Response | undefined,
): Route {
  return ({ url, init }) => {
    if (url !== '/api/business-settings/order-form') return undefined;
    if (init.method === 'PUT') {
      const body = bodyOf(init) as Partial<OrderFormSettings>;
      return answer?.(body) ?? json(200, { ...saved, ...body });
    }
    return json(200, saved);
  };
}

const puts = (calls: { url: string; init: RequestInit }[]) =>
  calls.filter((call) => call.init.method === 'PUT');
const toggle = (name: string) => screen.getByRole('switch', { name: new RegExp(`^${name}`) });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('order form settings', { timeout: 20_000 }, () => {
  it('shows the saved settings in friendly units', async () => {
    stubFetch(settingsApi());
    renderPage(OrderFormPage, { path: PATH });

    expect(await screen.findByRole('textbox', { name: 'Lead time, hours' })).toHaveValue('2');
    expect(screen.getByRole('textbox', { name: 'Lead time, minutes' })).toHaveValue('0');
    expect(screen.getByText(/starts 2 hours after they order/)).toBeInTheDocument();
    expect(toggle('Same-day cut-off')).toBeChecked();
    expect(screen.getByLabelText('Orders for today until')).toHaveValue('14:00');
    expect(screen.getByLabelText('Days ahead')).toHaveValue('60');
    expect(toggle('Delivery')).toBeChecked();
    expect(toggle('Pay in the shop')).not.toBeChecked();
    expect(screen.getByLabelText('Longest card message')).toHaveValue('250');
    expect(screen.getByText('All changes saved')).toBeInTheDocument();
  });

  it('offers only the days after which carts are removed: carts never show in the order lists', async () => {
    stubFetch(settingsApi());
    renderPage(OrderFormPage, { path: PATH });
    expect(await screen.findByLabelText('Remove after')).toHaveValue('7');
    expect(screen.queryByLabelText('Leave the order list after')).not.toBeInTheDocument();
    expect(screen.getByText(/Carts are not orders: they stay out of your order lists/)).toBeInTheDocument();
  });

  it('saves the changed settings and says so', async () => {
    const { calls } = stubFetch(settingsApi());
    renderPage(OrderFormPage, { path: PATH });

    const hours = await screen.findByRole('textbox', { name: 'Lead time, hours' });
    await userEvent.clear(hours);
    await userEvent.type(hours, '1');
    await userEvent.clear(screen.getByRole('textbox', { name: 'Lead time, minutes' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Lead time, minutes' }), '30');
    expect(screen.getByText(/starts 1 hour 30 minutes after they order/)).toBeInTheDocument();
    await userEvent.click(toggle('Same-day cut-off'));
    expect(screen.queryByLabelText('Orders for today until')).toBeNull();
    await userEvent.clear(screen.getByLabelText('Days ahead'));
    await userEvent.type(screen.getByLabelText('Days ahead'), '14');
    await userEvent.click(toggle('Card message'));
    await userEvent.click(toggle('Pay in the shop'));
    expect(toggle('Ready or on its way')).toBeChecked();
    await userEvent.click(toggle('Ready or on its way'));
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Settings saved')).toBeInTheDocument();
    expect(bodyOf(puts(calls)[0]?.init ?? {})).toEqual({
      ...defaultOrderFormSettings,
      lead_time_minutes: 90,
      same_day_cutoff: null,
      days_ahead: 14,
      card_message_enabled: false,
      allow_pay_in_shop: true,
      notify_order_ready: false,
    });
    expect(await screen.findByText('All changes saved')).toBeInTheDocument();
  });

  it('needs delivery or pickup, and a number of days, before it sends anything', async () => {
    const { calls } = stubFetch(settingsApi());
    renderPage(OrderFormPage, { path: PATH });

    await userEvent.click(await screen.findByRole('switch', { name: /^Delivery/ }));
    await userEvent.click(toggle('Pickup'));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Offer delivery, pickup or both')).toBeInTheDocument();

    await userEvent.click(toggle('Pickup'));
    await waitFor(() => expect(screen.queryByText('Offer delivery, pickup or both')).toBeNull());
    await userEvent.clear(screen.getByLabelText('Days ahead'));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Enter a number')).toBeInTheDocument();
    expect(screen.getByLabelText('Days ahead')).toHaveAttribute('aria-invalid', 'true');
    expect(puts(calls)).toHaveLength(0);
  });

  it("shows the server's field errors beside the fields", async () => {
    stubFetch(
      settingsApi(defaultOrderFormSettings, () =>
        json(400, {
          message: 'Invalid data provided',
          code: 'VALIDATION_ERROR',
          details: { days_ahead: 'Use at most 365 days' },
        }),
      ),
    );
    renderPage(OrderFormPage, { path: PATH });
    const days = await screen.findByLabelText('Days ahead');
    await userEvent.clear(days);
    await userEvent.type(days, '90');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Use at most 365 days')).toBeInTheDocument();
    await waitFor(() => expect(days).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument();
  });

  it('asks before leaving with unsaved changes', async () => {
    stubFetch(settingsApi());
    const { router } = renderPage(OrderFormPage, { path: PATH });
    await userEvent.click(await screen.findByRole('switch', { name: /^Pay in the shop/ }));

    void router.navigate('/intern/orders');
    const dialog = await screen.findByRole('alertdialog', { name: 'Leave without saving?' });
    await userEvent.click(screen.getByRole('button', { name: 'Stay on this page' }));
    expect(dialog).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe(PATH);

    void router.navigate('/intern/orders');
    await userEvent.click(await screen.findByRole('button', { name: 'Leave without saving' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/intern/orders'));
  });

  it('tells a florist the page is for owners and managers', async () => {
    const { calls } = stubFetch(settingsApi());
    renderPage(OrderFormPage, { path: PATH, role: 'florist' });
    expect(await screen.findByText(/This page is for owners and managers/)).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });
});
