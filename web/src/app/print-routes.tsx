import { type RouteObject, redirect } from 'react-router';
import { internLoader } from './guards';

/*
 * Staff pages that print: each renders outside the app's frame, so only the document prints.
 */
export const printRoutes: RouteObject[] = [
  {
    // Printables: a clean document of their own, outside the shell (docs/decisions/023).
    path: 'intern/print',
    loader: internLoader,
    children: [
      { index: true, loader: () => redirect('/intern/orders') },
      {
        path: 'tickets',
        lazy: async () => ({
          Component: (await import('../features/order-print/pages/print-tickets-page')).PrintTicketsPage,
        }),
      },
      {
        path: 'cards',
        lazy: async () => ({
          Component: (await import('../features/order-print/pages/print-cards-page')).PrintCardsPage,
        }),
      },
      {
        path: 'card/:uuid',
        lazy: async () => ({
          Component: (await import('../features/order-print/pages/print-card-page')).PrintCardPage,
        }),
      },
      {
        path: 'day/:date',
        lazy: async () => ({
          Component: (await import('../features/order-print/pages/print-day-page')).PrintDayPage,
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
];
