import { messages as de } from '@contract/i18n/mails/de';
import { messages as en } from '@contract/i18n/mails/en';
import type { Language } from '@contract/languages';
import { type I18n, setupI18n } from '@lingui/core';

/*
 * The customer's e-mails in their language (docs/decisions/042): the same compiled catalogs as the
 * pages, one Lingui instance per language, made once. An instance per language (never one switched
 * back and forth) so two e-mails written at the same moment cannot mix their languages.
 */
const instances: Record<Language, I18n> = {
  en: setupI18n({ locale: 'en', messages: { en } }),
  de: setupI18n({ locale: 'de', messages: { de } }),
};

/** Texts for an e-mail in the language: `mailI18n(language)._('Thank you, we have your order')`. */
export const mailI18n = (language: Language): I18n => instances[language];

/** The Intl locale each language writes dates and money in, in an e-mail. */
export const MAIL_LOCALE: Record<Language, string> = { en: 'en-GB', de: 'de-DE' };
