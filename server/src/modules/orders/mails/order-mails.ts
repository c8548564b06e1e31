import type { Language } from '@contract/languages';
import { orderLanguage } from '@contract/languages';
import type { I18n } from '@lingui/core';
import type { MailMessage } from '../../../lib/mail';
import { MAIL_LOCALE, mailI18n } from '../../../lib/mail-i18n';
import { renderMail } from '../../../lib/mail-layout';
import type { OrderRow } from '../queries/order-mapping.service';

/** What the shop tells its customer as the order moves on; each can be switched off (order-form settings). */
export type OrderNotice = 'received' | 'ready' | 'done';

type Shop = { name: string; url: string; phone: string; email: string; language?: string };
type Pickup = { name: string; address: string; city: string } | null;

/** Made once per language: building a formatter costs far more than using it. */
const dayFormats = new Map<Language, Intl.DateTimeFormat>();
function dayFormat(language: Language) {
  let format = dayFormats.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(MAIL_LOCALE[language], {
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      timeZone: 'UTC',
    });
    dayFormats.set(language, format);
  }
  return format;
}

const when = (order: OrderRow, language: Language) =>
  [
    order.deliveryDate ? dayFormat(language).format(new Date(`${order.deliveryDate}T00:00:00Z`)) : null,
    order.timeSlot ? order.timeSlot.replace('-', '–') : null,
  ]
    .filter(Boolean)
    .join(', ');

/** The last line of every customer e-mail: how to reach the shop. */
export const contactLine = (i18n: I18n, shop: Shop) =>
  i18n._('Questions? Call {shop} at {phone} or write to {email}.', {
    shop: shop.name,
    phone: shop.phone,
    email: shop.email,
  });

/** What the customer reads, in the order's language (docs/decisions/042). */
function noticeTexts(
  notice: OrderNotice,
  order: OrderRow,
  shop: Shop,
  pickup: Pickup,
  { photo, giftCardsOnly }: { photo: boolean; giftCardsOnly: boolean },
) {
  const i18n = mailI18n(orderLanguage(order, shop));
  const delivery = order.method === 'delivery';
  const recipient = order.recipientName ?? i18n._('the recipient');
  const values = {
    shop: shop.name,
    number: `#${order.number}`,
    recipient,
    date: when(order, orderLanguage(order, shop)),
    place: pickup ? `${pickup.name}, ${pickup.address}, ${pickup.city}` : shop.name,
  };
  const content = {
    received: {
      subject: i18n._('{shop}: we have your order {number}', values),
      heading: i18n._('Thank you, we have your order'),
      paragraphs: [
        giftCardsOnly
          ? order.giftRecipientEmail
            ? i18n._('Once it is paid, we e-mail the gift card to {email} and a copy to you.', {
                email: order.giftRecipientEmail,
              })
            : i18n._('Once it is paid, we e-mail you the gift card.')
          : delivery
            ? values.date
              ? i18n._('We will deliver your flowers to {recipient} on {date}.', values)
              : i18n._('We will deliver your flowers to {recipient}.', values)
            : values.date
              ? i18n._('Your flowers will be ready to collect at {place} on {date}.', values)
              : i18n._('Your flowers will be ready to collect at {place}.', values),
        i18n._('You can follow your order, and change it until we start making it, on its page.'),
      ],
    },
    ready: {
      subject: delivery
        ? i18n._('{shop}: order {number} is on its way', values)
        : i18n._('{shop}: order {number} is ready for pickup', values),
      heading: delivery
        ? i18n._('Your flowers are on their way')
        : i18n._('Your flowers are ready for pickup'),
      paragraphs: [
        delivery
          ? i18n._('Your bouquet for {recipient} has left the shop.', values)
          : values.date
            ? i18n._('Your bouquet is waiting for you at {place} ({date}).', values)
            : i18n._('Your bouquet is waiting for you at {place}.', values),
      ],
    },
    done: {
      subject: delivery
        ? i18n._('{shop}: order {number} was delivered', values)
        : i18n._('{shop}: order {number} was collected', values),
      heading: delivery ? i18n._('Your flowers were delivered') : i18n._('Your flowers were collected'),
      paragraphs: [
        delivery
          ? i18n._('{recipient} has your bouquet. Thank you for ordering with us!', values)
          : i18n._('Thank you for ordering with us!'),
        ...(photo ? [i18n._('Here is a photo of the bouquet we made.')] : []),
      ],
    },
  }[notice];
  return {
    ...content,
    contact: contactLine(i18n, shop),
    photoAlt: i18n._('Your bouquet from {shop}', values),
    action: i18n._('See order {number}', values),
  };
}

export function orderNoticeMail({
  notice,
  order,
  shop,
  pickup,
  giftCardsOnly = false,
  detailsUrl,
  photoUrl,
}: {
  notice: OrderNotice;
  order: OrderRow;
  shop: Shop;
  pickup: Pickup;
  giftCardsOnly?: boolean;
  detailsUrl: string;
  /** The polaroid photo of the bouquet, absolute, once the florist took it. */
  photoUrl: string | null;
}): MailMessage {
  const content = noticeTexts(notice, order, shop, pickup, { photo: photoUrl !== null, giftCardsOnly });
  return {
    to: order.senderEmail as string,
    fromName: shop.name,
    subject: content.subject,
    ...renderMail({
      heading: content.heading,
      paragraphs: [...content.paragraphs, content.contact],
      ...(notice === 'done' && photoUrl ? { image: { url: photoUrl, alt: content.photoAlt } } : {}),
      action: { label: content.action, url: detailsUrl },
      signature: shop.name,
      shopLegal: { shopUrl: shop.url, language: orderLanguage(order, shop) },
    }),
  };
}
