import { messages as de } from '@contract/i18n/customer/de';
import { messages as en } from '@contract/i18n/customer/en';
import type { Language } from '@contract/languages';
import { I18nProvider } from '@lingui/react';
import { type RenderOptions, render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { i18n } from '../i18n/customer-i18n';

/*
 * The customer's pages in tests: English unless a test asks for German (setup.ts switches back
 * after each test), with the catalogs loaded at once instead of fetched.
 */
export function useCustomerLanguage(language: Language) {
  i18n.loadAndActivate({ locale: language, messages: language === 'de' ? de : en });
  document.documentElement.lang = language;
}

/** render() for a page or piece of the storefront or the order pages, in the active language. */
export const renderCustomer = (ui: ReactElement, options?: RenderOptions) =>
  render(ui, { wrapper: ({ children }) => <I18nProvider i18n={i18n}>{children}</I18nProvider>, ...options });
