import { type RouteObject, redirect } from 'react-router';
import { internLoader } from './guards';
import { InternNotFoundPage } from './not-found-page';
import { accountRoutes, settingsRoutes } from './settings-and-account-routes';
import type { AreaKey } from './unavailable/areas';

/*
 * The back office inside the app's shell: orders, deliveries, stock, products, payments, customers.
 * Pages that a later version fills share one "not available yet" page; each names its area in `handle`.
 */

const internArea = (path: string, area: AreaKey): RouteObject => ({
  path,
  handle: { area },
  lazy: async () => ({ Component: (await import('./unavailable/unavailable-page')).InternUnavailablePage }),
});

export const internRoute: RouteObject = {
  path: 'intern',
  loader: internLoader,
  lazy: async () => ({ Component: (await import('./shell/app-shell')).AppShell }),
  children: [
    { index: true, loader: () => redirect('/intern/orders') },
    {
      path: 'orders',
      lazy: async () => {
        const [page, data] = await Promise.all([
          import('../features/orders/pages/orders-page'),
          import('../features/orders/pages/orders-page-data'),
        ]);
        return { Component: page.OrdersPage, loader: data.ordersPageLoader };
      },
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
    ...settingsRoutes,
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
        Component: (await import('../features/calendar/pages/calendar-page')).CalendarPage,
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
        Component: (await import('../features/customers/pages/customer-orders-page')).CustomerOrdersPage,
      }),
    },
    ...accountRoutes,
    { path: '*', Component: InternNotFoundPage },
  ],
};
