import type { Language } from '@contract/languages';
import type { TextNotice } from '@contract/texts';
import type { I18n } from '@lingui/core';
import { MAIL_LOCALE, mailI18n } from '../../lib/mail-i18n';

/** Who a text goes to: the person who ordered, or the person the flowers are for. */
export type TextRole = 'customer' | 'recipient';

/** What a text needs to know of its order; the sender's name only ever reaches the recipient via the card. */
export type TextOrder = {
  number: number;
  recipientName: string | null;
  senderName: string | null;
  cardMessage: string | null;
  deliveryDate: string | null;
  timeSlot: string | null;
};

type TextShop = { name: string; phone: string };

/**
 * The name the card itself gives the sender, or null: the card "says so" when its text holds the
 * sender's full name as written on the order, or their first name as a word of its own. Only that
 * much of the name is told to the recipient, never more than the card tells.
 */
export function nameOnCard(order: Pick<TextOrder, 'senderName' | 'cardMessage'>): string | null {
  const name = order.senderName?.trim().replace(/\s+/g, ' ');
  const card = order.cardMessage?.toLocaleLowerCase().replace(/\s+/g, ' ');
  if (!name || !card) return null;
  if (card.includes(name.toLocaleLowerCase())) return name;
  const first = name.split(' ')[0] ?? '';
  if (first.length < 2) return null;
  const word = new RegExp(`(^|[^\\p{L}])${escapeRegExp(first.toLocaleLowerCase())}($|[^\\p{L}])`, 'u');
  return word.test(card) ? first : null;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** "today between 14:00 and 17:00", "on Friday 4 December", or "today" without a window. */
function whenPhrase(i18n: I18n, language: Language, order: TextOrder, today: string): string {
  const day =
    !order.deliveryDate || order.deliveryDate === today
      ? i18n._('today')
      : i18n._('on {day}', {
          day: new Intl.DateTimeFormat(MAIL_LOCALE[language], {
            weekday: 'long',
            day: 'numeric',
            month: 'long',
            timeZone: 'UTC',
          }).format(new Date(`${order.deliveryDate}T00:00:00Z`)),
        });
  const [from, to] = order.timeSlot?.split('-').map((part) => part.trim()) ?? [];
  return from && to ? i18n._('{day} between {from} and {to}', { day, from, to }) : day;
}

/**
 * The words of a text, in the reader's language. `today` is the shop's date now ('YYYY-MM-DD'), so
 * an order out for delivery today says "today". Every text ends with how to stop texts.
 */
export function textBody({
  notice,
  role,
  order,
  shop,
  language,
  today,
}: {
  notice: TextNotice;
  role: TextRole;
  order: TextOrder;
  shop: TextShop;
  language: Language;
  today: string;
}): string {
  const i18n = mailI18n(language);
  const values = {
    shop: shop.name,
    phone: shop.phone,
    number: `#${order.number}`,
    recipient: order.recipientName ?? i18n._('the recipient'),
  };
  const words = (() => {
    if (role === 'recipient') {
      const when = whenPhrase(i18n, language, order, today);
      const sender = nameOnCard(order);
      if (notice === 'not_home') {
        return i18n._(
          'We came with flowers for you but nobody was home. Call us at {phone} to arrange a new time.',
          values,
        );
      }
      return sender
        ? i18n._('Flowers from {sender} are on their way to you {when}.', { sender, when })
        : i18n._('Flowers are on their way to you {when}.', { when });
    }
    switch (notice) {
      case 'confirmed':
        return i18n._('Thank you, we have your order {number}.', values);
      case 'out_for_delivery':
        return i18n._('Your order {number} for {recipient} is on its way {when}.', {
          ...values,
          when: whenPhrase(i18n, language, order, today),
        });
      case 'delivered':
        return i18n._('Your order {number} was delivered to {recipient}.', values);
      case 'not_home':
        return i18n._(
          'We could not deliver your order {number}: nobody was home. Call us at {phone} to arrange a new time.',
          values,
        );
    }
  })();
  return `${shop.name}: ${words} ${i18n._('Reply STOP to stop these texts.')}`;
}
