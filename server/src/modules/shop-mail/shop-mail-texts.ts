import { fromCents, toCents } from '@contract/cents';
import type { Language } from '@contract/languages';
import type { MailMessage } from '../../lib/mail';
import { MAIL_LOCALE, mailI18n } from '../../lib/mail-i18n';
import { MAIL_ORIGIN, renderMail } from '../../lib/mail-layout';

/** Who a mail goes to, and in which language (docs/decisions/064). */
export type Reader = { email: string; language: Language };
export type MailShop = { name: string; currency: string };

/** A date of the shop's calendar as a reader writes it: "Thursday, 14 May" / "Donnerstag, 14. Mai". */
export function dayText(date: string, language: Language) {
  return new Intl.DateTimeFormat(MAIL_LOCALE[language], {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  }).format(new Date(`${date}T00:00:00Z`));
}

/** Stored decimal money ("39.90") as whole cents, then written in the reader's way. */
export function moneyText(amount: string | number, shop: MailShop, language: Language) {
  const cents = toCents(Number(amount));
  return new Intl.NumberFormat(MAIL_LOCALE[language], { style: 'currency', currency: shop.currency }).format(
    fromCents(cents),
  );
}

/** The back office's address of an order, written out by the outbox as it sends (lib/mail-layout.ts). */
export const orderLink = (orderId: string) => `${MAIL_ORIGIN}/intern/orders/${orderId}`;
const ACCOUNT_LINK = `${MAIL_ORIGIN}/intern/account/user`;

/** Every mail to the shop says why it came and where to stop it. */
export function whyThisMail(language: Language) {
  const i18n = mailI18n(language);
  return i18n._(
    'You get this e-mail because you asked for it on your account page. You can change that there: {url}',
    { url: ACCOUNT_LINK },
  );
}

/** A mail to one person of the shop, signed by Petal (it is the app writing, not the shop). */
export function shopMail(
  reader: Reader,
  subject: string,
  content: { heading: string; paragraphs: string[]; action: { label: string; url: string } },
): MailMessage {
  return {
    to: reader.email,
    subject,
    ...renderMail({ ...content, footnote: whyThisMail(reader.language) }),
  };
}

/** "More web orders today than we e-mail one by one": the one mail after the day's cap. */
export function moreOrdersMail({ reader, shop, mailed }: { reader: Reader; shop: MailShop; mailed: number }) {
  const i18n = mailI18n(reader.language);
  return shopMail(reader, i18n._('{shop}: more web orders today', { shop: shop.name }), {
    heading: i18n._('More web orders today than we e-mail one by one'),
    paragraphs: [
      i18n._(
        'You were e-mailed {count} web orders today. So that a busy day does not fill your inbox, the rest of today’s web orders are not e-mailed one by one: you find them in the back office.',
        { count: mailed },
      ),
    ],
    action: { label: i18n._('See the orders'), url: `${MAIL_ORIGIN}/intern/orders` },
  });
}
