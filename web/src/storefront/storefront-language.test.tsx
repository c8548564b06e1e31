import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderCustomer } from '../test/customer-i18n';
import { json } from '../test/fetch';
import { StorefrontApp } from './storefront-app';
import { delivers, SHOP_URL, shop, stubAssign, stubStore } from './test-fixtures';

/** The browser's languages, as navigator.languages names them. */
const browserSpeaks = (...languages: string[]) =>
  vi.spyOn(window.navigator, 'languages', 'get').mockReturnValue(languages);

beforeEach(() => {
  window.history.replaceState(null, '', `/${SHOP_URL}/store`);
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const renderStore = () => renderCustomer(<StorefrontApp shopUrl={SHOP_URL} />);

describe('the storefront in the customer’s language', () => {
  it('speaks German to a German browser, with German prices, and switches to English', async () => {
    browserSpeaks('de-DE', 'en');
    stubStore();
    renderStore();

    const products = await screen.findByRole('list', { name: 'Produkte' });
    expect(within(products).getByText('Empfohlen')).toBeInTheDocument();
    // 39.90 in euros, as German writes it.
    expect(within(products).getByText(/39,90\s€/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Alle' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('de');

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'English' }));
    expect(await screen.findByRole('list', { name: 'Products' })).toBeInTheDocument();
    expect(screen.getByText('€39.90')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'English' })).toHaveAttribute('aria-pressed', 'true');
    expect(document.documentElement.lang).toBe('en');
    // Remembered for the next visit, and told to the server, which writes the page's head in it.
    expect(localStorage.getItem('petal.language')).toBe('en');
    expect(document.cookie).toContain('petal_language=en');
  });

  it('falls back to the shop’s language when the browser asks for none we offer', async () => {
    browserSpeaks('fr-FR', 'it');
    stubStore(({ url }) =>
      url === `/api/storefront/${SHOP_URL}` ? json(200, { ...shop, language: 'de' }) : undefined,
    );
    renderStore();
    expect(await screen.findByRole('list', { name: 'Produkte' })).toBeInTheDocument();
  });

  it('keeps the visitor’s own choice over the browser’s', async () => {
    browserSpeaks('en-US');
    localStorage.setItem('petal.language', 'de');
    stubStore();
    renderStore();
    expect(await screen.findByRole('list', { name: 'Produkte' })).toBeInTheDocument();
  });

  it('checks delivery and starts the order in German, and the order keeps the language', async () => {
    browserSpeaks('de');
    const assign = stubAssign();
    const { calls } = stubStore(({ url }) => {
      if (url.endsWith('/delivery-availability')) return json(200, delivers);
      if (url === `/api/storefront/${SHOP_URL}/order`) return json(201, { uuid: 'u-1' });
      return undefined;
    });
    renderStore();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /Spring bouquet/ }));
    await user.type(await screen.findByLabelText('Lieferung an Ihre Postleitzahl prüfen'), '1015DV');
    await user.click(screen.getByRole('button', { name: 'Prüfen' }));
    expect(await screen.findByText(/Wir liefern nach 1015DV für 7,50\s€\./)).toBeInTheDocument();
    expect(screen.getByText('Sie können es hier abholen:')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Liefern lassen' }));
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('/order/u-1'));
    const order = calls.find((call) => call.url === `/api/storefront/${SHOP_URL}/order`);
    expect(JSON.parse(String(order?.init.body)).language).toBe('de');
  });

  it('says in German that an unknown shop is not there', async () => {
    browserSpeaks('de-AT');
    stubStore(({ url }) =>
      url.startsWith('/api/storefront/') ? json(404, { code: 'NOT_FOUND' }) : undefined,
    );
    renderStore();
    expect(
      await screen.findByRole('heading', { name: 'Diesen Laden haben wir nicht gefunden' }),
    ).toBeInTheDocument();
  });
});
