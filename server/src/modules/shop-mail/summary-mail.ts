import { mailI18n } from '../../lib/mail-i18n';
import { MAIL_ORIGIN } from '../../lib/mail-layout';
import { dayText, type MailShop, orderLink, type Reader, shopMail } from './shop-mail-texts';

/** One order of the day, as the summary lists it. */
export type DayOrder = {
  id: string;
  number: number;
  method: 'delivery' | 'pickup';
  timeSlot: string | null;
  orderStatus: string;
  recipientName: string | null;
  productName: string | null;
};

/** Orders not ready listed one by one; past these, one line says how many more and links the day. */
export const SUMMARY_LISTED = 25;

export function summaryMail({
  reader,
  shop,
  day,
  orders,
}: {
  reader: Reader;
  shop: MailShop;
  day: string;
  orders: DayOrder[];
}) {
  const i18n = mailI18n(reader.language);
  const date = dayText(day, reader.language);
  const open = orders.filter((order) => order.orderStatus !== 'done');
  const notReady = orders.filter((order) => order.orderStatus === 'pending');
  const counts = {
    count: orders.length,
    deliveries: open.filter((order) => order.method === 'delivery').length,
    pickups: open.filter((order) => order.method === 'pickup').length,
    pending: notReady.length,
    ready: orders.filter((order) => order.orderStatus === 'ready').length,
    done: orders.length - open.length,
  };
  const orderLine = (order: DayOrder) =>
    i18n._('#{number}, {slot}, {method}: {what} {url}', {
      number: order.number,
      slot: order.timeSlot?.replace('-', '–') ?? i18n._('any time'),
      method: order.method === 'delivery' ? i18n._('delivery') : i18n._('pickup'),
      what: [order.productName, order.recipientName].filter(Boolean).join(', ') || '—',
      url: orderLink(order.id),
    });
  const todayLink = `${MAIL_ORIGIN}/intern/today`;
  const paragraphs =
    orders.length === 0
      ? [i18n._('No orders are due today.')]
      : [
          i18n._('Orders today: {count}. To deliver: {deliveries}. To pick up: {pickups}.', counts),
          i18n._('Still to make: {pending}. Ready, not yet handed over: {ready}. Done: {done}.', counts),
          ...(notReady.length > 0
            ? [
                i18n._('Not ready yet:'),
                ...notReady.slice(0, SUMMARY_LISTED).map(orderLine),
                ...(notReady.length > SUMMARY_LISTED
                  ? [
                      i18n._('And {count} more: {url}', {
                        count: notReady.length - SUMMARY_LISTED,
                        url: todayLink,
                      }),
                    ]
                  : []),
              ]
            : [i18n._('Everything due today is ready.')]),
        ];
  return shopMail(reader, i18n._('{shop}: your day, {date}', { shop: shop.name, date }), {
    heading: i18n._('Today at {shop}: {date}', { shop: shop.name, date }),
    paragraphs,
    action: { label: i18n._('Open today’s orders'), url: todayLink },
  });
}
