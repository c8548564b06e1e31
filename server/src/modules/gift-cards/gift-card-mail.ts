import { formatGiftCardCode } from '@contract/gift-cards';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@contract/languages';
import type { MailMessage } from '../../lib/mail';
import { MAIL_LOCALE, mailI18n } from '../../lib/mail-i18n';
import { renderMail } from '../../lib/mail-layout';

/* The e-mail that delivers a gift card, in the language of the order that bought it (ADR 042). */

/**
 * Stands for the code in a mail held until its send day: the code is drawn on the day and put in
 * its place (held-card-codes.ts), so the waiting mail holds nothing anyone could spend.
 */
export const HELD_CODE_PLACEHOLDER = '[[gift card code]]';

/**
 * Stands for the card's value in a held mail: on the day it names what the card holds then, which
 * is less than it was issued for when part of its order was refunded meanwhile (docs/decisions/053).
 */
export const HELD_VALUE_PLACEHOLDER = '[[gift card value]]';

/** A card's value as its e-mail writes it: "€25.00", "25,00 €". */
export const formatCardValue = ({
  language,
  currency,
  value,
}: {
  language: Language;
  currency: string;
  value: number;
}) => new Intl.NumberFormat(MAIL_LOCALE[language], { style: 'currency', currency }).format(value);

/** The language of a card's e-mail: the order's, else the shop's, else the default. */
export function cardMailLanguage({
  language,
  shopLanguage,
}: {
  language: string | null;
  shopLanguage: string | null;
}): Language {
  if (isLanguage(language)) return language;
  return isLanguage(shopLanguage) ? shopLanguage : DEFAULT_LANGUAGE;
}

type GiftCardMailInput = {
  to: string;
  language: Language;
  shop: { name: string; url: string; storefrontUrl: string };
  /** The code; null while it is not drawn yet (a card held for its day). */
  code: string | null;
  /** The card's value in the shop's currency (a held mail names it on its day instead). */
  value: number;
  currency: string;
  recipientName: string | null;
  senderName: string | null;
  message: string | null;
  /** "YYYY-MM-DD", the last day it can be used; null: it does not expire. */
  expiresOn: string | null;
  /** The buyer's copy of a card e-mailed to someone else: that person's address. */
  copyOf?: string | null;
  /** When it goes out (docs/decisions/053); unset: at once. */
  sendAt?: Date | null;
};

export function giftCardMail(input: GiftCardMailInput): MailMessage {
  const { shop } = input;
  const i18n = mailI18n(input.language);
  const locale = MAIL_LOCALE[input.language];
  const amount = input.code === null ? HELD_VALUE_PLACEHOLDER : formatCardValue(input);
  const recipient = input.recipientName;
  const sender = input.senderName;
  // Whole sentences, so that each language can order its words.
  const heading =
    recipient && sender
      ? i18n._('A gift card of {amount} for {recipient} from {sender}', { amount, recipient, sender })
      : recipient
        ? i18n._('A gift card of {amount} for {recipient}', { amount, recipient })
        : sender
          ? i18n._('A gift card of {amount} from {sender}', { amount, sender })
          : i18n._('A gift card of {amount}', { amount });
  const until = input.expiresOn
    ? new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(
        new Date(`${input.expiresOn}T00:00:00Z`),
      )
    : null;
  return {
    to: input.to,
    fromName: shop.name,
    subject: input.copyOf
      ? i18n._('{shop}: a copy of the gift card of {amount} you gave', { shop: shop.name, amount })
      : i18n._('{shop}: your gift card of {amount}', { shop: shop.name, amount }),
    sendAt: input.sendAt ?? null,
    ...renderMail({
      heading,
      paragraphs: [
        ...(input.copyOf
          ? [
              i18n._('We have just e-mailed this gift card to {email}. This copy is for you.', {
                email: input.copyOf,
              }),
            ]
          : []),
        ...(input.message ? [`“${input.message}”`] : []),
        i18n._('Gift card code: {code}', {
          code: input.code === null ? HELD_CODE_PLACEHOLDER : formatGiftCardCode(input.code),
        }),
        i18n._('Enter the code on your order page at {shop} to pay with it, in part or in full.', {
          shop: shop.name,
        }),
        until ? i18n._('It can be used until {date}.', { date: until }) : i18n._('It does not expire.'),
        i18n._('Keep this code like cash: anyone who has it can spend it.'),
      ],
      action: { label: i18n._('Shop at {shop}', { shop: shop.name }), url: shop.storefrontUrl },
      signature: shop.name,
      shopLegal: { shopUrl: shop.url, language: input.language },
    }),
  };
}
