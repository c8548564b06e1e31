import '@fontsource-variable/inter';
import '@fontsource-variable/fraunces';
import '../styles/index.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { shopUrlFromPath } from './store-path';
import { StorefrontApp } from './storefront-app';

/*
 * The public storefront, /{url}/store: a page of its own (web/store.html) with a small bundle, so
 * it opens fast on a phone. It shares styles and a few UI primitives with the app, never its router,
 * query cache or schemas.
 */
const root = document.getElementById('root');
if (!root) throw new Error('store.html has no #root element');

createRoot(root).render(
  <StrictMode>
    <StorefrontApp shopUrl={shopUrlFromPath(window.location.pathname)} />
  </StrictMode>,
);
