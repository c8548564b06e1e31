import { createBrowserRouter, type RouteObject, redirect } from 'react-router';
import { PageSpinner } from '../components/ui/spinner';
import { guestLoader, internLoader, onboardingLoader } from './guards';
import { InternNotFoundPage, NotFoundPage } from './not-found-page';
import { RootLayout } from './root-layout';
import { RouteErrorBoundary } from './shell/error-boundary';
import type { AreaKey } from './unavailable/areas';

/*
 * Every page is loaded on demand, so the landing and sign-in pages never download back-office code.
 * Pages that a later version fills share one "not available yet" page; each names its area in `handle`.
 */

const internArea = (path: string, area: AreaKey): RouteObject => ({
  path,
  handle: { area },
  lazy: async () => ({ Component: (await import('./unavailable/unavailable-page')).InternUnavailablePage }),
});

const publicArea = (path: string, area: AreaKey): RouteObject => ({
  path,
  handle: { area },
  lazy: async () => ({ Component: (await import('./unavailable/unavailable-page')).PublicUnavailablePage }),
});

export const routes: RouteObject[] = [
  {
    id: 'root',
    Component: RootLayout,
    errorElement: <RouteErrorBoundary />,
    HydrateFallback: PageSpinner,
    children: [
      {
        index: true,
        lazy: async () => ({
          Component: (await import('../features/landing/pages/landing-page')).LandingPage,
        }),
      },
      {
        path: 'login',
        loader: guestLoader,
        lazy: async () => ({ Component: (await import('../features/auth/pages/sign-in-page')).SignInPage }),
      },
      {
        path: 'signup',
        loader: guestLoader,
        lazy: async () => ({ Component: (await import('../features/auth/pages/sign-up-page')).SignUpPage }),
      },
      {
        path: 'onboarding',
        loader: onboardingLoader,
        lazy: async () => ({ Component: (await import('./onboarding-route')).OnboardingRoute }),
      },
      {
        lazy: async () => ({ Component: (await import('./public-layout')).PublicLayout }),
        children: [
          publicArea('reset-password', 'resetPassword'),
          publicArea('reset-password/confirm/:token', 'resetPasswordConfirm'),
          publicArea('verify-email/:token', 'verifyEmail'),
          {
            path: 'order/:uuid',
            lazy: async () => ({
              Component: (await import('../features/public-order/pages/public-order-page')).PublicOrderPage,
            }),
          },
          {
            path: 'order/:uuid/details',
            lazy: async () => ({
              Component: (await import('../features/public-order/pages/public-order-details-page'))
                .PublicOrderDetailsPage,
            }),
          },
          {
            // The storefront is its own page (web/store.html); this loads it in full.
            path: ':businessUrl/store',
            lazy: async () => (await import('./storefront-route')).storefrontRoute,
          },
        ],
      },
      {
        path: 'intern',
        loader: internLoader,
        lazy: async () => ({ Component: (await import('./shell/app-shell')).AppShell }),
        children: [
          { index: true, loader: () => redirect('/intern/orders') },
          {
            path: 'orders',
            lazy: async () => ({
              Component: (await import('../features/orders/pages/orders-page')).OrdersPage,
            }),
          },
          {
            path: 'orders/:uuid',
            lazy: async () => ({
              Component: (await import('../features/orders/pages/order-details-page')).OrderDetailsPage,
            }),
          },
          {
            path: 'orders/:uuid/polaroid',
            lazy: async () => ({
              Component: (await import('../features/orders/pages/order-photo-page')).PolaroidPhotoPage,
            }),
          },
          {
            path: 'orders/:uuid/reference',
            lazy: async () => ({
              Component: (await import('../features/orders/pages/order-photo-page')).ReferencePhotoPage,
            }),
          },
          {
            path: 'orders/:uuid/cost',
            lazy: async () => ({
              Component: (await import('../features/orders/pages/order-cost-page')).OrderCostPage,
            }),
          },
          {
            path: 'create',
            lazy: async () => ({
              Component: (await import('../features/orders/pages/create-order-page')).CreateOrderPage,
            }),
          },
          internArea('analytics', 'analytics'),
          {
            path: 'settings',
            lazy: async () => ({
              Component: (await import('../features/settings/pages/settings-page')).SettingsPage,
            }),
          },
          {
            path: 'settings/order-form',
            lazy: async () => ({
              Component: (await import('../features/settings/pages/order-form-page')).OrderFormPage,
            }),
          },
          {
            path: 'settings/time-slots',
            lazy: async () => ({
              Component: (await import('../features/settings/pages/time-slots-page')).TimeSlotsPage,
            }),
          },
          {
            path: 'stock',
            lazy: async () => ({ Component: (await import('../features/stock/pages/stock-page')).StockPage }),
          },
          {
            path: 'stock/update',
            lazy: async () => ({
              Component: (await import('../features/stock/pages/count-stock-page')).CountStockPage,
            }),
          },
          {
            path: 'stock/update-with-upload',
            lazy: async () => ({
              Component: (await import('../features/stock/pages/stock-upload-page')).StockUploadPage,
            }),
          },
          {
            path: 'products',
            lazy: async () => ({
              Component: (await import('../features/products/pages/products-page')).ProductsPage,
            }),
          },
          {
            path: 'products/create',
            lazy: async () => ({
              Component: (await import('../features/products/pages/create-product-page')).CreateProductPage,
            }),
          },
          {
            path: 'products/edit/:id',
            lazy: async () => ({
              Component: (await import('../features/products/pages/edit-product-page')).EditProductPage,
            }),
          },
          internArea('subscriptions', 'subscriptions'),
          {
            path: 'payments',
            lazy: async () => ({
              Component: (await import('../features/payments/pages/payments-page')).PaymentsPage,
            }),
          },
          internArea('payouts', 'payouts'),
          {
            path: 'calendar',
            lazy: async () => ({
              Component: (await import('../features/orders/pages/calendar-page')).CalendarPage,
            }),
          },
          {
            path: 'customers',
            lazy: async () => ({
              Component: (await import('../features/customers/pages/customers-page')).CustomersPage,
            }),
          },
          {
            path: 'customers/orders',
            lazy: async () => ({
              Component: (await import('../features/customers/pages/customer-orders-page'))
                .CustomerOrdersPage,
            }),
          },
          {
            path: 'account',
            lazy: async () => ({
              Component: (await import('../features/users/pages/account-page')).AccountPage,
            }),
          },
          internArea('account/stripe', 'accountStripe'),
          internArea('account/business', 'accountBusiness'),
          internArea('account/florists', 'accountFlorists'),
          internArea('account/user', 'accountUser'),
          { path: '*', Component: InternNotFoundPage },
        ],
      },
      // Also the error boundary's 404 page, so it is part of the main bundle anyway.
      { path: '*', Component: NotFoundPage },
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(routes);
}
