import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';

/*
 * The customer's languages (docs/decisions/042). Texts are written in English in the code as
 * `i18n._({ id, message })`; `npm run i18n:extract` collects them into the English catalogs and adds
 * the new ids to the German ones, a person translates the German .po file, and `npm run i18n:compile`
 * writes the compiled catalogs (.ts) the browser and the server load: no catalog is parsed at run time.
 *
 * Two catalogs, so the storefront never downloads e-mail texts:
 * - customer: the storefront and the customer's order pages;
 * - mails: every e-mail to a customer, and the storefront page's description (the server only).
 * - office: the back office's Notifications panel, in the device's language as its notifications
 *   are (docs/decisions/063), and Settings → Texts likewise; the rest of the back office is English
 *   for now.
 */
export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'de'],
  fallbackLocales: false,
  compileNamespace: 'ts',
  orderBy: 'messageId',
  format: formatter({ lineNumbers: false }),
  catalogs: [
    {
      path: '<rootDir>/contract/i18n/customer/{locale}',
      include: [
        '<rootDir>/web/src/storefront',
        '<rootDir>/web/src/public-order',
        '<rootDir>/web/src/i18n',
        // Pieces the customer's pages share with the back office (web/src/i18n/use-texts.ts).
        '<rootDir>/web/src/components/order-fields',
        // The shop's legal links and the withdrawal note, on the storefront and the order page.
        '<rootDir>/web/src/components/shop-legal',
        '<rootDir>/web/src/components/money/tax-lines.tsx',
        '<rootDir>/web/src/components/ui/month-calendar.tsx',
        // The printed receipt: the customer's, in the order's language (docs/decisions/047).
        '<rootDir>/web/src/features/orders/components/receipt.tsx',
      ],
      exclude: ['**/*.test.*', '**/test/**'],
    },
    {
      path: '<rootDir>/contract/i18n/office/{locale}',
      include: [
        '<rootDir>/web/src/features/settings/components/notifications',
        '<rootDir>/web/src/features/settings/pages/notifications-page.tsx',
        '<rootDir>/web/src/features/settings/components/texts',
        '<rootDir>/web/src/features/settings/pages/texts-page.tsx',
      ],
      exclude: ['**/*.test.*', '**/test/**'],
    },
    {
      path: '<rootDir>/contract/i18n/mails/{locale}',
      // mail-layout.ts: the footer every customer's mail carries (docs/decisions/059).
      include: ['<rootDir>/server/src/modules', '<rootDir>/server/src/lib/mail-layout.ts'],
      exclude: ['**/*.test.*', '**/test/**'],
    },
  ],
});
