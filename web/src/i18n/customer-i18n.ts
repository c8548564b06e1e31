import { LANGUAGE_COOKIE } from '@contract/cookies';
import { DEFAULT_LANGUAGE, firstOffered, isLanguage, type Language } from '@contract/languages';
import { type Messages, setupI18n } from '@lingui/core';

/*
 * The customer's language on the storefront and the order pages (docs/decisions/042). One Lingui
 * instance; each language's compiled catalog is a file of its own, fetched only when a visitor
 * reads that language, so a German visitor never downloads the English texts and the reverse.
 */
export const i18n = setupI18n();

const catalogs: Record<Language, () => Promise<{ messages: Messages }>> = {
  en: () => import('@contract/i18n/customer/en'),
  de: () => import('@contract/i18n/customer/de'),
};

const STORAGE_KEY = 'petal.language';

/** The language the visitor chose with the switch, on any shop. */
export function chosenLanguage(): Language | null {
  try {
    const stored = window.localStorage.getItem(STORAGE_KEY);
    return isLanguage(stored) ? stored : null;
  } catch {
    return null; // storage refused (private mode in some browsers)
  }
}

/** A year: the choice outlives the visit, as the stored one does. */
const COOKIE_MAX_AGE = 365 * 24 * 3600;

function rememberLanguage(language: Language) {
  try {
    window.localStorage.setItem(STORAGE_KEY, language);
  } catch {
    // Not remembered: the choice still holds on this page.
  }
  // The server cannot read the storage: the cookie lets it write the storefront page's head (its
  // language and description) in the language chosen, before any script runs.
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from browsers the storefront serves.
  document.cookie = `${LANGUAGE_COOKIE}=${language}; path=/; max-age=${COOKIE_MAX_AGE}; samesite=lax`;
}

/** The visitor's choice, else the first of their browser's languages we offer; null if neither. */
export const preferredLanguage = (): Language | null =>
  chosenLanguage() ?? firstOffered(navigator.languages ?? [navigator.language]);

/** The visitor's choice, else the first of their browser's languages we offer, else the shop's. */
export const visitorLanguage = (shopDefault: Language = DEFAULT_LANGUAGE): Language =>
  preferredLanguage() ?? shopDefault;

const loading = new Map<Language, Promise<void>>();

/** Fetches the language's catalog once and makes it the page's language. */
export async function activateLanguage(language: Language): Promise<void> {
  let loaded = loading.get(language);
  if (!loaded) {
    loaded = catalogs[language]().then(({ messages }) => i18n.load(language, messages));
    // A failed fetch may be tried again.
    loaded.catch(() => loading.delete(language));
    loading.set(language, loaded);
  }
  await loaded;
  if (i18n.locale !== language) i18n.activate(language);
  document.documentElement.lang = language;
}

/** The switch: the page changes language at once, and the visitor's next visits start in it. */
export async function switchLanguage(language: Language): Promise<void> {
  rememberLanguage(language);
  await activateLanguage(language);
}

/**
 * When no catalog could be fetched (the connection dropped): English from the texts in the code, so
 * the page can still say what went wrong.
 */
export async function activateSomeLanguage(language: Language): Promise<void> {
  try {
    await activateLanguage(language);
  } catch {
    if (!i18n.locale) i18n.loadAndActivate({ locale: 'en', messages: {} });
  }
}

/** The active language, for Intl formatting; English until a catalog is active. */
export const activeLanguage = (): Language => (isLanguage(i18n.locale) ? i18n.locale : DEFAULT_LANGUAGE);

/**
 * The server writes its refusals in English. An English page shows them as they are (they say most);
 * a page in another language shows its own, more general words for the same case.
 */
export const serverWords = (serverMessage: string | null | undefined, translated: string): string =>
  serverMessage && activeLanguage() === 'en' ? serverMessage : translated;
