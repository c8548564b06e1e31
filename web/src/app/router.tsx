import { createBrowserRouter, type RouteObject } from 'react-router';
import { PageSpinner } from '../components/ui/spinner';
import { guestRoutes } from './guest-routes';
import { internRoute } from './intern-routes';
import { NotFoundPage } from './not-found-page';
import { printRoutes } from './print-routes';
import { RootLayout } from './root-layout';
import { RouteErrorBoundary } from './shell/error-boundary';

/*
 * Every page is loaded on demand, so the landing and sign-in pages never download back-office code.
 * The route lists live by audience: guests, printables, and the back office in its shell.
 */
export const routes: RouteObject[] = [
  {
    id: 'root',
    Component: RootLayout,
    errorElement: <RouteErrorBoundary />,
    HydrateFallback: PageSpinner,
    children: [
      ...guestRoutes,
      ...printRoutes,
      internRoute,
      // Also the error boundary's 404 page, so it is part of the main bundle anyway.
      { path: '*', Component: NotFoundPage },
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(routes);
}
