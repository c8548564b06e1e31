import { fromCents } from '@contract/money';
import type { TaxMode } from '@contract/tax';
import type { I18n } from '@lingui/core';
import { MAIL_LOCALE, mailI18n } from '../../lib/mail-i18n';
import type { DocumentSnapshot } from './invoice-snapshot';

/*
 * The words, money and dates of an invoice or credit note, in the document's language: the texts
 * through the customer e-mails' catalog (docs/decisions/042), amounts in the shop's currency and
 * dates on the shop's clock, written the way the language writes them ("39,90 €", "3. März 2026").
 */

export type DocumentTexts = ReturnType<typeof documentTexts>;

export function documentTexts(
  snapshot: Pick<DocumentSnapshot, 'language' | 'currency' | 'time_zone' | 'tax_mode'>,
) {
  const i18n = mailI18n(snapshot.language);
  const locale = MAIL_LOCALE[snapshot.language];
  const money = new Intl.NumberFormat(locale, { style: 'currency', currency: snapshot.currency });
  const percent = new Intl.NumberFormat(locale, { maximumFractionDigits: 3 });
  const day = (timeZone: string) => {
    try {
      return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone });
    } catch {
      return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' });
    }
  };
  const onShopClock = day(snapshot.time_zone);
  const calendar = day('UTC');
  return {
    i18n,
    /** Cents as money; a credit note's amounts are shown taken off ("−10,00 €"). */
    money: (cents: number) => money.format(fromCents(cents)),
    rate: (rate: number) => `${percent.format(rate)} %`,
    /** A moment, as the shop's calendar day. */
    moment: (iso: string) => onShopClock.format(new Date(iso)),
    /** A calendar day (YYYY-MM-DD), as written in the language. */
    day: (date: string) => calendar.format(new Date(`${date}T00:00:00Z`)),
    country: (code: string | null) => {
      if (!code) return null;
      try {
        return new Intl.DisplayNames([locale], { type: 'region' }).of(code) ?? code;
      } catch {
        return code;
      }
    },
    taxName: taxName(i18n, snapshot.tax_mode),
    paymentMethod: (method: string | null) => paymentMethod(i18n, method),
  };
}

function taxName(i18n: I18n, mode: TaxMode): string {
  return mode === 'sales_tax' ? i18n._('Sales tax') : i18n._('VAT');
}

function paymentMethod(i18n: I18n, method: string | null): string | null {
  switch (method) {
    case 'cash':
      return i18n._('cash');
    case 'card':
      // The shop's one name for its card reader (web/src/lib/payment-methods.ts), mid-sentence.
      return i18n._('card in the shop');
    case 'bank_transfer':
      return i18n._('bank transfer');
    case 'online':
      return i18n._('card online');
    case 'gift_card':
      return i18n._('gift card');
    case 'other':
      return i18n._('another way');
    default:
      return null;
  }
}

/*
 * The PDF's standard font writes the Windows-1252 letters only: every other letter is written as
 * its nearest (Ł → L, č → c), and what has none as "?". Enough for the shops' languages; a name in
 * another script comes out as question marks rather than as garbage.
 */
const WIN_ANSI_EXTRA = new Set([...'€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ']);
const NEAREST: Record<string, string> = {
  Ł: 'L',
  ł: 'l',
  Đ: 'D',
  đ: 'd',
  ı: 'i',
  '\u202f': ' ',
  '\u2009': ' ',
  '\u2212': '-',
};

const writable = (char: string) => {
  const code = char.codePointAt(0) ?? 0;
  return (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRA.has(char);
};

export function winAnsi(text: string): string {
  let out = '';
  for (const char of text) {
    if (char === '\n' || writable(char)) {
      out += char;
      continue;
    }
    const near = NEAREST[char] ?? char.normalize('NFKD').replace(/\p{M}/gu, '');
    out += [...near].every(writable) && near.length > 0 ? near : '?';
  }
  return out;
}
