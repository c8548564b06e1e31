import { isLanguage } from '@contract/languages';
import { legalPagePath } from '@contract/legal-pages';
import { useLingui } from '@lingui/react';

/**
 * The shop's imprint and privacy notice (docs/decisions/059), in the language the customer reads
 * now: pages the server writes, so plain links that leave the app.
 */
export function ShopLegalLinks({ shopUrl, className = '' }: { shopUrl: string; className?: string }) {
  const { i18n } = useLingui();
  const language = isLanguage(i18n.locale) ? i18n.locale : null;
  return (
    <nav
      aria-label={i18n._('Legal')}
      className={`flex flex-wrap justify-center gap-x-4 gap-y-1 ${className}`}
    >
      <a
        href={legalPagePath(shopUrl, 'imprint', language)}
        className="inline-flex min-h-11 min-w-11 items-center justify-center underline-offset-2 hover:underline md:min-h-0 md:min-w-0"
      >
        {i18n._('Imprint')}
      </a>
      <a
        href={legalPagePath(shopUrl, 'privacy', language)}
        className="inline-flex min-h-11 min-w-11 items-center justify-center underline-offset-2 hover:underline md:min-h-0 md:min-w-0"
      >
        {i18n._('Privacy notice')}
      </a>
    </nav>
  );
}
