import type { Language } from '@contract/languages';
import type { Occasion } from '@contract/occasions';
import { productPath, storePath } from '@contract/product-url';
import type { I18n } from '@lingui/core';
import type { MailMessage } from '../../lib/mail';
import { MAIL_LOCALE, mailI18n } from '../../lib/mail-i18n';
import { MAIL_ORIGIN, renderMail } from '../../lib/mail-layout';

/** The occasion as the customer reads it, inside a sentence. */
const occasionNames = (i18n: I18n): Record<Occasion, string> => ({
  birthday: i18n._('their birthday'),
  anniversary: i18n._('an anniversary'),
  love: i18n._('a day of love'),
  thank_you: i18n._('a thank-you'),
  congratulations: i18n._('congratulations'),
  get_well: i18n._('get-well wishes'),
  new_baby: i18n._('a new baby'),
  sympathy: i18n._('sympathy'),
  wedding: i18n._('a wedding'),
  just_because: i18n._('no special reason'),
});

export type ReminderMailFacts = {
  to: string;
  language: Language;
  occasion: Occasion;
  /** The occasion's day this year, YYYY-MM-DD. */
  day: string;
  recipientName: string | null;
  orderNumber: number;
  shop: { name: string; url: string; currency: string };
  products: { id: string; name: string; price: string; photoUrl: string | null }[];
  orderToken: string;
  unsubscribeToken: string;
};

/** The link that starts a new order for the same recipient: the storefront reads the token. */
export const reminderOrderPath = (shopUrl: string, token: string) =>
  `${storePath(shopUrl)}?reminder=${encodeURIComponent(token)}`;

/** The one-click unsubscribe address (RFC 8058): a POST unsubscribes, a GET shows a page. */
export const unsubscribePath = (shopUrl: string, token: string) => `/${shopUrl}/unsubscribe/${token}`;

/** A week before the day: the customer's reminder, in the language of their order. */
export function reminderMail(facts: ReminderMailFacts): MailMessage {
  const i18n = mailI18n(facts.language);
  const locale = MAIL_LOCALE[facts.language];
  const money = new Intl.NumberFormat(locale, { style: 'currency', currency: facts.shop.currency });
  const date = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', timeZone: 'UTC' }).format(
    new Date(`${facts.day}T00:00:00Z`),
  );
  const recipient = facts.recipientName ?? i18n._('the recipient');
  const values = { recipient, occasion: occasionNames(i18n)[facts.occasion], date, shop: facts.shop.name };
  const withToken = (path: string) =>
    `${MAIL_ORIGIN}${path}?reminder=${encodeURIComponent(facts.orderToken)}`;
  const unsubscribeUrl = `${MAIL_ORIGIN}${unsubscribePath(facts.shop.url, facts.unsubscribeToken)}`;
  const rendered = renderMail({
    heading: i18n._('{date} is coming up', values),
    paragraphs: [
      i18n._(
        'A year ago you sent flowers to {recipient} for {occasion}. You asked us to remind you.',
        values,
      ),
      ...(facts.products.length > 0 ? [i18n._('A few of our bouquets for the day:')] : []),
    ],
    products: facts.products.map((product) => ({
      name: product.name,
      price: money.format(Number(product.price)),
      url: withToken(productPath(facts.shop.url, product)),
      imageUrl: product.photoUrl ? `${MAIL_ORIGIN}${product.photoUrl}` : null,
    })),
    action: {
      label: i18n._('Send flowers to {recipient}', values),
      url: `${MAIL_ORIGIN}${reminderOrderPath(facts.shop.url, facts.orderToken)}`,
    },
    footnote: i18n._(
      'You get this e-mail because you asked for a reminder with your order #{number}. One click on “Unsubscribe” below and we will not write again.',
      { number: facts.orderNumber },
    ),
    signature: facts.shop.name,
    shopLegal: { shopUrl: facts.shop.url, language: facts.language },
    unsubscribe: { label: i18n._('Unsubscribe'), url: unsubscribeUrl },
  });
  return {
    to: facts.to,
    subject: i18n._('{shop}: {date} is coming up', values),
    ...rendered,
    fromName: facts.shop.name,
    unsubscribeUrl,
  };
}
