import '@fontsource-variable/inter';
import '@fontsource-variable/fraunces';
import './styles/index.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { Providers } from './app/providers';
import { createRouter } from './app/router';
import { watchFirstRoute } from './lib/after-first-screen';
import { session } from './lib/auth';
import { linkManifest, registerAppWorker } from './register-app-worker';

// docs/product.md, Signing in and sessions: on start, a present session cookie means "try to refresh"; guards wait for this answer.
void session.bootstrap();
registerAppWorker();
linkManifest();

const router = createRouter();
watchFirstRoute(router);

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

createRoot(root).render(
  <StrictMode>
    <Providers>
      <RouterProvider router={router} />
    </Providers>
  </StrictMode>,
);
