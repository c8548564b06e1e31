import type { RouteObject } from 'react-router';

/*
 * The back office's settings pages and the account pages (profile, business, team, card payments),
 * children of the intern shell.
 */
export const settingsRoutes: RouteObject[] = [
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
    path: 'settings/texts',
    lazy: async () => ({
      Component: (await import('../features/settings/pages/texts-page')).TextsPage,
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
    path: 'settings/notifications',
    lazy: async () => ({
      Component: (await import('../features/settings/pages/notifications-page')).NotificationsPage,
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
];

export const accountRoutes: RouteObject[] = [
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
];
