import { type I18n, setupI18n } from '@lingui/core';
import { LinguiContext } from '@lingui/react';
import { useContext } from 'react';

/*
 * For pieces shared by the customer's pages and the back office (the order form's fields, the
 * calendar, the tax rows): under the customer's pages' provider they speak the visitor's language;
 * in the back office, which has no catalog yet, they write the English of the code as it is.
 * Shared texts therefore have no placeholders: the caller passes anything that varies.
 */
const englishAsWritten = setupI18n({ locale: 'en', messages: { en: {} }, missing: (_locale, id) => id });

export function useTexts(): I18n {
  return useContext(LinguiContext)?.i18n ?? englishAsWritten;
}
