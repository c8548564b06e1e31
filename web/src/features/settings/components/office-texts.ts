import { firstOffered, type Language } from '@contract/languages';
import { type I18n, type Messages, setupI18n } from '@lingui/core';
import { useEffect, useState } from 'react';

/*
 * The back office's translated pages (Settings → Notifications and → Texts) speak the device's
 * language, English or German: the Notifications panel as the notifications it turns on do
 * (web/public/push-worker.js), so a person sees in it the words their phone will show; the other
 * pages the same way, so that one device reads one language. Their texts are the back office's
 * catalog (contract/i18n/office), fetched with the page.
 */

const catalogs: Record<Language, () => Promise<{ messages: Messages }>> = {
  en: () => import('@contract/i18n/office/en'),
  de: () => import('@contract/i18n/office/de'),
};

export const deviceLanguage = (): Language =>
  firstOffered(navigator.languages?.length ? navigator.languages : [navigator.language]) ?? 'en';

/** When no catalog could be fetched: the English of the code, so the page still says what it is. */
const englishAsWritten = setupI18n({ locale: 'en', messages: { en: {} }, missing: (_locale, id) => id });

const loading = new Map<Language, Promise<I18n>>();

function load(language: Language): Promise<I18n> {
  let texts = loading.get(language);
  if (!texts) {
    texts = catalogs[language]()
      .then(({ messages }) => setupI18n({ locale: language, messages: { [language]: messages } }))
      .catch(() => {
        loading.delete(language); // tried again on the next visit
        return englishAsWritten;
      });
    loading.set(language, texts);
  }
  return texts;
}

/** The page's texts in the device's language; undefined while they load. */
export function useOfficeTexts(): I18n | undefined {
  const [texts, setTexts] = useState<I18n>();
  useEffect(() => {
    let current = true;
    void load(deviceLanguage()).then((i18n) => current && setTexts(i18n));
    return () => {
      current = false;
    };
  }, []);
  return texts;
}
