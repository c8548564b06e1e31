import '@fontsource-variable/inter';
import '@fontsource-variable/fraunces';
import '../styles/index.css';
import type { Language } from '@contract/languages';
import { I18nProvider } from '@lingui/react';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { activateSomeLanguage, i18n, preferredLanguage, visitorLanguage } from '../i18n/customer-i18n';
import { getOrderOptions } from './api/get-order-options';
import { getPublicOrder } from './api/get-public-order';
import { publicOrderKeys } from './api/query-keys';
import { OrderApp, orderPath } from './order-app';
import { loadOrderPage } from './pages/order-pages';
import { prefetchResource } from './resource-cache';

/*
 * The customer's order pages, /order/{uuid}: a page of their own (web/order.html) with a small
 * bundle, like the storefront, so that the link a customer opens on a phone shows the order fast
 * (docs/decisions/031). They share styles and UI pieces with the app, never its router, query
 * cache or form library.
 */
const root = document.getElementById('root');
if (!root) throw new Error('order.html has no #root element');

/** How long a slow answer may hold back the first paint before the page shows a spinner instead. */
const WAIT_FOR_DATA_MS = 1000;

function render() {
  createRoot(root as HTMLElement).render(
    <StrictMode>
      <I18nProvider i18n={i18n}>
        <OrderApp />
      </I18nProvider>
    </StrictMode>,
  );
}

// The server sent this page with a preload of the order and its options, so they are usually here
// by now: drawing the page once they are avoids a spinner, a second layout and the shift between.
const page = orderPath(window.location.pathname);
// The visitor's language: theirs when their browser names one we offer, else the order's (the
// customer's when they ordered, or the shop's). Nothing is drawn before a language is active.
const guess = preferredLanguage();
if (page) {
  let orderLanguage: Language | undefined;
  let editable = true;
  const order = prefetchResource(publicOrderKeys.order(page.uuid), async () => {
    const loaded = await getPublicOrder(page.uuid);
    orderLanguage = loaded.language;
    editable = loaded.editable;
    return loaded;
  });
  // A visitor whose own language we offer reads the page in it: its texts load beside the order.
  const language = guess
    ? activateSomeLanguage(guess)
    : order.then(() => activateSomeLanguage(visitorLanguage(orderLanguage)));
  // The page's own file, fetched beside its data; a form that can no longer change opens the details.
  const pageFile = Promise.all([loadOrderPage(page.details ? 'details' : 'form'), order]).then(() =>
    editable ? undefined : loadOrderPage('details'),
  );
  const ready = Promise.all([
    order,
    prefetchResource(publicOrderKeys.options(page.uuid), () => getOrderOptions(page.uuid)),
    language,
    pageFile,
  ]);
  // Drawn once: when the data is in, or after the wait with the visitor's guess. A late timer must
  // not activate a language again after the page is drawn (it undid a switch made in that second).
  let drawn = false;
  const draw = () => {
    if (drawn) return;
    drawn = true;
    render();
  };
  void ready.then(draw);
  setTimeout(() => {
    if (drawn) return;
    void (guess ? activateSomeLanguage(guess) : language).then(draw);
  }, WAIT_FOR_DATA_MS);
} else {
  void activateSomeLanguage(visitorLanguage()).then(render);
}
