import '@fontsource-variable/inter';
import '@fontsource-variable/fraunces';
import '../styles/index.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { getOrderOptions } from './api/get-order-options';
import { getPublicOrder } from './api/get-public-order';
import { publicOrderKeys } from './api/query-keys';
import { OrderApp, orderPath } from './order-app';
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
      <OrderApp />
    </StrictMode>,
  );
}

// The server sent this page with a preload of the order and its options, so they are usually here
// by now: drawing the page once they are avoids a spinner, a second layout and the shift between.
const page = orderPath(window.location.pathname);
if (page) {
  const ready = Promise.all([
    prefetchResource(publicOrderKeys.order(page.uuid), () => getPublicOrder(page.uuid)),
    prefetchResource(publicOrderKeys.options(page.uuid), () => getOrderOptions(page.uuid)),
  ]);
  void Promise.race([ready, new Promise((resolve) => setTimeout(resolve, WAIT_FOR_DATA_MS))]).then(render);
} else {
  render();
}
