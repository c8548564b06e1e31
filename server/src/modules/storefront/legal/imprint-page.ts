import type { Language } from '@contract/languages';
import type { I18n } from '@lingui/core';
import { escapeHtml } from '../storefront-head';
import type { ShopLegalFacts } from './legal-facts.service';
import { paragraph } from './legal-page-layout';

/*
 * The imprint (German "Impressum", § 5 DDG): who runs the shop, where, how to reach them quickly,
 * who answers for it, its register entry and VAT ID. Until the owner saves the legal details it
 * shows what the shop's own details say; staff are told in Settings that it is incomplete.
 */

/** The country's name in the page's language ("DE" → "Deutschland"). */
function countryName(code: string | null, language: Language): string | null {
  if (!code) return null;
  try {
    return new Intl.DisplayNames([language], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/** Lines of text as one escaped block, a line each. */
const lines = (values: (string | null | undefined)[]) =>
  values
    .filter((value): value is string => Boolean(value?.trim()))
    .map(escapeHtml)
    .join('<br>');

export function imprintBody({ shop, legal }: ShopLegalFacts, i18n: I18n, language: Language): string {
  const entry = (term: string, value: string) => `<dt>${escapeHtml(term)}</dt><dd>${value}</dd>`;
  const mail = `<a href="mailto:${escapeHtml(shop.email)}">${escapeHtml(shop.email)}</a>`;
  const contact = [
    shop.phone ? `${escapeHtml(i18n._('Phone'))}: ${escapeHtml(shop.phone)}` : '',
    `${escapeHtml(i18n._('E-mail'))}: ${mail}`,
  ].filter(Boolean);
  const saved = legal.updated_at !== null;
  const address = saved
    ? lines([
        legal.legal_name,
        legal.street,
        [legal.zipcode, legal.city].filter(Boolean).join(' '),
        countryName(legal.country, language),
      ])
    : lines([shop.name, ...shop.address.split(/\n|,\s*/)]);
  const items = [
    entry(i18n._('Provider'), address),
    ...(legal.responsible_person
      ? [entry(i18n._('Represented by'), escapeHtml(legal.responsible_person))]
      : []),
    entry(i18n._('Contact'), contact.join('<br>')),
    ...(legal.register_entry ? [entry(i18n._('Register entry'), escapeHtml(legal.register_entry))] : []),
    ...(legal.vat_id ? [entry(i18n._('VAT ID'), escapeHtml(legal.vat_id))] : []),
  ];
  return [
    `<dl>${items.join('\n')}</dl>`,
    ...(saved
      ? []
      : [`<p class="note">${escapeHtml(i18n._('The shop has not completed these details yet.'))}</p>`]),
    paragraph(
      i18n._('{shop} sells through Petal, the software it takes its orders with.', { shop: shop.name }),
    ),
  ].join('\n');
}
