import type { TextSettingsAnswer } from '@contract/texts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { json, stubFetch } from '../../../test/fetch';
import { bodyOf, renderPage } from '../../../test/render-back-office-page';
import { TextsPage } from './texts-page';

const PATH = '/intern/settings/texts';

const saved: TextSettingsAnswer = {
  notices: ['out_for_delivery'],
  monthly_cap: 200,
  quiet_hours: { start: '21:00', end: '08:00' },
  configured: true,
  sent_this_month: 12,
  cap_reached: false,
};

/** The server's side: answers the settings, and takes what is saved. */
function textsApi(answer: TextSettingsAnswer = saved) {
  return stubFetch(({ url, init }) => {
    if (url !== '/api/business/texts') return undefined;
    if (init.method === 'PUT') return json(200, { ...answer, ...(bodyOf(init) as object) });
    return json(200, answer);
  });
}

/** This device reads `languages` first, as the page chooses its language by it. */
function deviceLanguages(languages: string[]) {
  Object.defineProperty(navigator, 'languages', { configurable: true, value: languages });
}

afterEach(() => {
  Reflect.deleteProperty(navigator, 'languages');
});

describe('Settings → Texts', () => {
  it('speaks German on a German device, and saves the choices', async () => {
    deviceLanguages(['de-DE', 'en']);
    const { calls } = textsApi();
    renderPage(TextsPage, { path: PATH });

    expect(
      await screen.findByRole('heading', { name: 'SMS an Kundschaft und Empfänger' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('12 von 200 SMS in diesem Monat gesendet.');
    expect(screen.getByRole('switch', { name: /Bestellung bestätigt/ })).not.toBeChecked();
    expect(screen.getByRole('switch', { name: /In Zustellung/ })).toBeChecked();
    expect(screen.getByRole('switch', { name: /Zugestellt/ })).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: /Niemand zu Hause/ })).toBeInTheDocument();
    expect(screen.getByLabelText('Ruhezeit ab')).toHaveValue('21:00');
    expect(screen.getByLabelText('Ruhezeit bis')).toHaveValue('08:00');
    expect(screen.getByText('Alle Änderungen gespeichert')).toBeInTheDocument();
    // No English left on the page.
    expect(document.body).not.toHaveTextContent(/\b(Texts|Order|Save|Quiet|Unsaved|Delivered)\b/);

    const cap = screen.getByLabelText('Monatliche Höchstzahl an SMS');
    await userEvent.clear(cap);
    await userEvent.type(cap, 'viele');
    await userEvent.click(screen.getByRole('switch', { name: /Zugestellt/ }));
    expect(screen.getByText('Nicht gespeicherte Änderungen')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(
      await screen.findByText(/^Geben Sie eine ganze Zahl von 0 bis 100\.?000 ein$/),
    ).toBeInTheDocument();

    await userEvent.clear(cap);
    await userEvent.type(cap, '50');
    await userEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(await screen.findByText('Einstellungen gespeichert')).toBeInTheDocument();
    const put = calls.find((call) => call.init.method === 'PUT');
    expect(bodyOf(put?.init ?? {})).toEqual({
      notices: ['out_for_delivery', 'delivered'],
      monthly_cap: 50,
      quiet_hours: { start: '21:00', end: '08:00' },
    });
  });

  it('says in German that texts are not set up', async () => {
    deviceLanguages(['de']);
    textsApi({ ...saved, configured: false });
    renderPage(TextsPage, { path: PATH });
    expect(await screen.findByText(/^SMS sind auf diesem Server nicht eingerichtet/)).toBeInTheDocument();
  });

  it('tells a florist in German that the page is not theirs', async () => {
    deviceLanguages(['de-AT']);
    textsApi();
    renderPage(TextsPage, { path: PATH, role: 'florist' });
    const notice = await screen.findByRole('heading', { name: 'SMS' });
    expect(
      within(notice.parentElement as HTMLElement).getByText(/Diese Seite ist für Inhaber/),
    ).toBeVisible();
  });

  it('speaks English on an English device', async () => {
    deviceLanguages(['en-GB']);
    textsApi({ ...saved, cap_reached: true, sent_this_month: 200 });
    renderPage(TextsPage, { path: PATH });
    expect(
      await screen.findByRole('heading', { name: 'Texts to customers and recipients' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(
      '200 of 200 texts sent this month. The monthly limit is reached',
    );
    expect(screen.getByRole('switch', { name: /Out for delivery/ })).toBeChecked();
  });
});
