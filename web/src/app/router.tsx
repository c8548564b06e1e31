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
        path: 'reset-password',
        lazy: async () => ({
          Component: (await import('../features/auth/pages/reset-password-page')).ResetPasswordPage,
        }),
      },
      {
        path: 'reset-password/confirm/:token',
        lazy: async () => ({
          Component: (await import('../features/auth/pages/reset-password-confirm-page'))
            .ResetPasswordConfirmPage,
        }),
      },
      {
        // Signed in or not: the link may be opened on another device.
        path: 'verify-email/:token',
        lazy: async () => ({
          Component: (await import('../features/auth/pages/verify-email-page')).VerifyEmailPage,
        }),
      },
      {
        path: 'onboarding',
        loader: onboardingLoader,
        lazy: async () => ({ Component: (await import('./onboarding-route')).OnboardingRoute }),
      },
      {
        lazy: async () => ({ Component: (await import('./public-layout')).PublicLayout }),
        children: [
          {
            // Signed in or not: the invitee may open the link in a browser someone else uses.
            path: 'invite/:token',
            lazy: async () => ({
              Component: (await import('../features/team/pages/accept-invite-page')).AcceptInvitePage,
            }),
          },
          {
            // The customer's order pages are their own page (web/order.html); this loads them in full.
            path: 'order/:uuid',
            lazy: async () => (await import('./order-page-route')).orderPageRoute,
          },
          {
            path: 'order/:uuid/details',
            lazy: async () => (await import('./order-page-route')).orderPageRoute,
          },
          {
            // The storefront is its own page (web/store.html); this loads it in full.
            path: ':businessUrl/store',
            lazy: async () => (await import('./storefront-route')).storefrontRoute,
          },
        ],
      },
      {
        // Printables: a clean document of their own, outside the shell (docs/decisions/023).
        path: 'intern/print',
        loader: internLoader,
        children: [
          { index: true, loader: () => redirect('/intern/orders') },
          {
            path: 'tickets',
            lazy: async () => ({
              Component: (await import('../features/orders/print/print-tickets-page')).PrintTicketsPage,
            }),
          },
          {
            path: 'cards',
            lazy: async () => ({
              Component: (await import('../features/orders/print/print-cards-page')).PrintCardsPage,
            }),
          },
          {
            path: 'card/:uuid',
            lazy: async () => ({
              Component: (await import('../features/orders/print/print-card-page')).PrintCardPage,
            }),
          },
          {
            path: 'day/:date',
            lazy: async () => ({
              Component: (await import('../features/orders/print/print-day-page')).PrintDayPage,
            }),
          },
        ],
      },
      {
        // The day's delivery list to print: outside the app's frame, so that only the list prints.
        path: 'intern/deliveries/print',
        loader: internLoader,
        lazy: async () => ({
          Component: (await import('../features/deliveries/pages/deliveries-print-page')).DeliveriesPrintPage,
        }),
      },
      {
        // The cash-up at closing time: outside the app's frame, so that it prints alone.
        path: 'intern/payments/day',
        loader: internLoader,
        lazy: async () => ({
          Component: (await import('../features/payments/pages/cash-up-page')).CashUpPage,
        }),
      },
      {
        // A till receipt on a page of its own, so that it prints without the navigation.
        path: 'intern/orders/:uuid/receipt',
        loader: internLoader,
        lazy: async () => ({
          Component: (await import('../features/orders/pages/receipt-page')).ReceiptPage,
        }),
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
            path: 'today',
            lazy: async () => ({ Component: (await import('../features/orders/pages/day-page')).DayPage }),
          },
          {
            path: 'deliveries',
            lazy: async () => ({
              Component: (await import('../features/deliveries/pages/deliveries-page')).DeliveriesPage,
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
          {
            path: 'counter',
            lazy: async () => ({
              Component: (await import('../features/counter/pages/counter-page')).CounterPage,
            }),
          },
          {
            path: 'analytics',
            lazy: async () => ({
              Component: (await import('../features/analytics/pages/analytics-page')).AnalyticsPage,
            }),
          },
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
            path: 'settings/tax',
            lazy: async () => ({
              Component: (await import('../features/settings/pages/tax-page')).TaxPage,
            }),
          },
          {
            path: 'settings/legal',
            lazy: async () => ({
              Component: (await import('../features/settings/pages/legal-page')).LegalPage,
            }),
          },
          {
            path: 'settings/discount-codes',
            lazy: async () => ({
              Component: (await import('../features/settings/pages/discount-codes-page')).DiscountCodesPage,
            }),
          },
          {
            path: 'settings/activity',
            lazy: async () => ({
              Component: (await import('../features/activity/pages/activity-page')).ActivityPage,
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
          {
            path: 'payouts',
            lazy: async () => ({
              Component: (await import('../features/card-payments/pages/payouts-page')).PayoutsPage,
            }),
          },
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
            path: 'gift-cards',
            lazy: async () => ({
              Component: (await import('../features/gift-cards/pages/gift-cards-page')).GiftCardsPage,
            }),
          },
          {
            path: 'gift-cards/:id',
            lazy: async () => ({
              Component: (await import('../features/gift-cards/pages/gift-card-page')).GiftCardPage,
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
          {
            path: 'account/stripe',
            lazy: async () => ({
              Component: (await import('../features/card-payments/pages/card-account-page')).CardAccountPage,
            }),
          },
          {
            path: 'account/business',
            lazy: async () => ({
              Component: (await import('../features/account/pages/business-page')).BusinessPage,
            }),
          },
          {
            path: 'account/florists',
            lazy: async () => ({ Component: (await import('../features/team/pages/team-page')).TeamPage }),
          },
          {
            path: 'account/user',
            lazy: async () => ({
              Component: (await import('../features/account/pages/profile-page')).ProfilePage,
            }),
          },
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
