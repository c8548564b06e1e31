import { isLanguage, type Language } from '@contract/languages';
import { type I18n, type Messages, setupI18n } from '@lingui/core';
import { useEffect, useState } from 'react';

/*
 * The printed receipt speaks the order's language (docs/decisions/042) in a back office that is
 * English: its texts come from the customer catalog of that language, fetched when a receipt is
 * first shown (a chunk of its own), with an instance of their own so nothing else changes language.
 */

const catalogs: Record<Language, () => Promise<{ messages: Messages }>> = {
  en: () => import('@contract/i18n/customer/en'),
  de: () => import('@contract/i18n/customer/de'),
};

const loaded = new Map<Language, Promise<I18n>>();

function load(language: Language): Promise<I18n> {
  let instance = loaded.get(language);
  if (!instance) {
    instance = catalogs[language]().then(({ messages }) =>
      setupI18n({ locale: language, messages: { [language]: messages } }),
    );
    // A failed fetch may be tried again on the next receipt.
    instance.catch(() => loaded.delete(language));
    loaded.set(language, instance);
  }
  return instance;
}

/**
 * The texts of a receipt in `language`: undefined while they load, null when they could not be
 * fetched (the receipt is then written in the English of the code).
 */
export function useReceiptTexts(language: string | undefined): I18n | null | undefined {
  const [texts, setTexts] = useState<{ language: string; i18n: I18n | null }>();
  useEffect(() => {
    if (!isLanguage(language)) return;
    let current = true;
    load(language).then(
      (i18n) => current && setTexts({ language, i18n }),
      () => current && setTexts({ language, i18n: null }),
    );
    return () => {
      current = false;
    };
  }, [language]);
  if (!isLanguage(language)) return null;
  return texts?.language === language ? texts.i18n : undefined;
}
