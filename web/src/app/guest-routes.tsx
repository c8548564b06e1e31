import type { RouteObject } from 'react-router';
import { guestLoader, onboardingLoader } from './guards';

/*
 * The pages anyone may open: the landing page, signing in and up, password and e-mail links,
 * onboarding, and the public pages (invitations, a customer's order, a storefront).
 */
export const guestRoutes: RouteObject[] = [
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
];
