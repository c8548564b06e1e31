import { legalAddressLine } from '@contract/legal-details';
import type { I18n } from '@lingui/core';
import { escapeHtml } from '../storefront-head';
import type { ShopLegalFacts } from './legal-facts.service';
import { paragraph } from './legal-page-layout';

/*
 * The privacy notice (GDPR art. 13): who is responsible, what Petal keeps about a customer and a
 * recipient and why, for how long, who else receives it, and the customer's rights. Each sentence
 * says what the product does (docs/decisions/059 lists where each one comes from); a change to
 * what Petal stores or removes changes this page too.
 */

/** Who else handles a customer's data, as this server is set up: host names only, never credentials. */
export type Processors = {
  /** The SMTP server's host, or null when mail is not configured. */
  mailHost: string | null;
  /** The shop takes cards through the card provider. */
  cardPayments: boolean;
  /** The address search's host, or null when there is none. */
  geocoderHost: string | null;
  /** The text message (SMS) provider's host, or null when texts are not configured. */
  textHost: string | null;
};

const list = (items: string[]) => `<ul>${items.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>`;
const heading = (text: string) => `<h2>${escapeHtml(text)}</h2>`;

export function privacyBody(facts: ShopLegalFacts, processors: Processors, i18n: I18n): string {
  const { shop, legal, draftDeleteDays } = facts;
  const who = legal.updated_at
    ? [legal.legal_name ?? shop.name, legalAddressLine(legal)].filter(Boolean).join(', ')
    : [shop.name, shop.address].filter(Boolean).join(', ');
  const others = processorsNamed(processors, i18n);
  const mail = `<a href="mailto:${escapeHtml(shop.email)}">${escapeHtml(shop.email)}</a>`;
  return [
    heading(i18n._('Who is responsible')),
    paragraph(who),
    `<p>${escapeHtml(i18n._('E-mail'))}: ${mail}${shop.phone ? `, ${escapeHtml(i18n._('Phone'))}: ${escapeHtml(shop.phone)}` : ''}</p>`,
    paragraph(
      i18n._('{shop} takes its orders with Petal, which stores what is listed here for the shop.', {
        shop: shop.name,
      }),
    ),

    heading(i18n._('What is stored')),
    list([
      i18n._('Your name, e-mail address and phone number, and the language you read the shop in.'),
      i18n._(
        'The recipient’s name, phone number and delivery address, the card message and your delivery instructions.',
      ),
      i18n._(
        'What you ordered, the day and time of delivery or pickup, prices, discount codes and gift cards used.',
      ),
      i18n._('Payments and refunds, and the invoices and credit notes issued for them.'),
      i18n._('Photos the shop takes of your bouquet, and the driver’s note on the delivery.'),
      i18n._('For a gift card sent by e-mail: the recipient’s name and e-mail address and your message.'),
      i18n._(
        'A customer record with your name, e-mail address, phone number, number of orders and amount spent, so that the shop knows you when you order again.',
      ),
      i18n._('The e-mails sent to you about your order.'),
      ...(processors.textHost
        ? [
            i18n._(
              'If you ask for text messages: that choice, the texts sent to you and the recipient about the order, and an answer of STOP, so that no further text goes to that number.',
            ),
          ]
        : []),
      i18n._(
        'If you ask to be reminded of an occasion next year: the occasion and its day, until you unsubscribe.',
      ),
      i18n._('Your network address, in counters that refuse too many requests in a short time.'),
    ]),

    heading(i18n._('Why')),
    list([
      i18n._('To make, deliver and bill your order (GDPR art. 6(1)(b)).'),
      i18n._('To keep invoices and accounts as tax and commercial law require (GDPR art. 6(1)(c)).'),
      i18n._('To protect the shop from abuse, such as automated orders (GDPR art. 6(1)(f)).'),
    ]),

    heading(i18n._('For how long')),
    list([
      i18n._(
        'Orders, invoices and credit notes are kept for the shop’s books: in Germany the law requires invoices and accounting records to be kept for ten years (§ 147 AO, § 257 HGB). Petal does not delete them by itself; once that time is over you can ask the shop to erase your details.',
      ),
      i18n._('A cart you started but never placed is deleted after {days} days.', { days: draftDeleteDays }),
      i18n._(
        'Sent e-mails are removed after 30 days; which notices about your order were sent, when and to which address stays with the order.',
      ),
      i18n._('Network addresses in the request counters are removed after a day.'),
    ]),

    heading(i18n._('Who else receives it')),
    others.length > 0 ? list(others) : paragraph(i18n._('No one outside the shop.')),

    heading(i18n._('Cookies')),
    paragraph(
      i18n._(
        'The shop’s pages load nothing from other sites and set no cookie while you look around. Your cart and your light or dark choice stay in your browser. If you choose a language with the switch, a cookie keeps that choice.',
      ),
    ),

    heading(i18n._('Your rights')),
    paragraph(
      i18n._(
        'You may ask what is stored about you, have it corrected, erased where the law allows, or its use restricted, object to its use, and receive it in a common format. You may also complain to a data protection supervisory authority, for example the one where you live or where the shop is.',
      ),
    ),
    `<p>${escapeHtml(i18n._('To ask, write to'))} ${mail}.</p>`,
  ].join('\n');
}

/** Who processes the customer's details for the shop, as this server is configured. */
function processorsNamed(processors: Processors, i18n: I18n): string[] {
  return [
    // Without a mail server nothing is sent, so there is no one to name.
    ...(processors.mailHost
      ? [
          i18n._('E-mails to you are sent through the e-mail provider the shop uses ({host}).', {
            host: processors.mailHost,
          }),
        ]
      : []),
    ...(processors.textHost
      ? [
          i18n._(
            'Text messages are sent through a text message provider ({host}), which receives the phone number and the text.',
            { host: processors.textHost },
          ),
        ]
      : []),
    ...(processors.cardPayments
      ? [
          i18n._(
            'If you pay by card, you pay on a page of Stripe (Stripe Payments Europe, Ltd., Ireland), which receives the amount, your e-mail address and your card details. The shop never sees your card number.',
          ),
        ]
      : []),
    ...(processors.geocoderHost
      ? [
          i18n._(
            'When you type a delivery address, what you type is sent to an address search ({host}) to suggest complete addresses.',
            { host: processors.geocoderHost },
          ),
        ]
      : []),
  ];
}
