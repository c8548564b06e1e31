import { LANGUAGE_NAMES, LANGUAGES } from '@contract/languages';
import { useLingui } from '@lingui/react';
import { activeLanguage, switchLanguage } from './customer-i18n';

/**
 * The visitor's language: each one named in itself, the current one pressed. The choice is
 * remembered in this browser for every shop (customer-i18n.ts).
 */
export function LanguageSwitch({ className = '' }: { className?: string }) {
  const { i18n } = useLingui();
  const current = activeLanguage();
  return (
    <fieldset className={`inline-flex items-center gap-1 ${className}`}>
      <legend className="sr-only">{i18n._('Language')}</legend>
      {LANGUAGES.map((language) => (
        <button
          key={language}
          type="button"
          lang={language}
          aria-pressed={language === current}
          onClick={() => void switchLanguage(language)}
          className={`min-h-11 rounded-lg px-3 text-xs font-medium md:min-h-8 ${
            language === current
              ? 'bg-muted text-foreground'
              : 'text-muted-foreground underline-offset-2 hover:text-foreground hover:underline'
          }`}
        >
          {LANGUAGE_NAMES[language]}
        </button>
      ))}
    </fieldset>
  );
}
