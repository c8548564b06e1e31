import type { OrderItemOption } from '../../db/schema';
import { mailI18n } from '../../lib/mail-i18n';
import { dayText, type MailShop, moneyText, orderLink, type Reader, shopMail } from './shop-mail-texts';

/** What a new web order's mail tells the shop: what to make, for when, for whom, and the card. */
export type WebOrder = {
  id: string;
  number: number;
  method: 'delivery' | 'pickup';
  deliveryDate: string | null;
  timeSlot: string | null;
  senderName: string | null;
  recipientName: string | null;
  deliveryAddress: string | null;
  deliveryCity: string | null;
  locationName: string | null;
  deliveryPrice: string | null;
  total: string;
  cardMessage: string | null;
  specialInstructions: string | null;
};
export type WebOrderLine = {
  productName: string | null;
  variantName: string | null;
  options: OrderItemOption[];
  quantity: number;
  total: string;
  kind: 'flowers' | 'gift_card';
};

/** "2 × Rose bouquet (Deluxe · Glass vase)": the names are the shop's own. */
function lineName(line: WebOrderLine, fallback: string) {
  const details = [line.variantName, ...line.options.map((option) => option.name)]
    .filter(Boolean)
    .join(' · ');
  const name = `${line.quantity} × ${line.productName ?? fallback}`;
  return details ? `${name} (${details})` : name;
}

export function webOrderMail({
  reader,
  shop,
  order,
  lines,
}: {
  reader: Reader;
  shop: MailShop;
  order: WebOrder;
  lines: WebOrderLine[];
}) {
  const language = reader.language;
  const i18n = mailI18n(language);
  const money = (amount: string) => moneyText(amount, shop, language);
  const number = `#${order.number}`;
  const due = [
    order.deliveryDate ? dayText(order.deliveryDate, language) : null,
    order.timeSlot?.replace('-', '–') ?? null,
  ]
    .filter(Boolean)
    .join(', ');
  const place = [order.deliveryAddress, order.deliveryCity].filter(Boolean).join(', ');
  const values = {
    due: due || i18n._('no day chosen'),
    recipient: order.recipientName ?? i18n._('the recipient'),
    place: place || '—',
    location: order.locationName ?? shop.name,
  };
  const when =
    order.method === 'delivery'
      ? i18n._('Delivery on {due} to {recipient}, {place}.', values)
      : i18n._('Pickup on {due} at {location}.', values);
  const flowers = i18n._('Flowers');
  return shopMail(reader, i18n._('{shop}: new web order {number}', { shop: shop.name, number }), {
    heading: i18n._('New web order {number}', { number }),
    paragraphs: [
      when,
      ...(order.senderName ? [i18n._('Ordered by {name}.', { name: order.senderName })] : []),
      ...lines.map((line) =>
        i18n._('{item}: {amount}', { item: lineName(line, flowers), amount: money(line.total) }),
      ),
      ...(order.method === 'delivery' && order.deliveryPrice !== null
        ? [i18n._('Delivery: {amount}', { amount: money(order.deliveryPrice) })]
        : []),
      i18n._('Total: {amount}', { amount: money(order.total) }),
      order.cardMessage
        ? i18n._('Card text: “{text}”', { text: order.cardMessage })
        : i18n._('No card text.'),
      ...(order.specialInstructions
        ? [i18n._('Instructions: {text}', { text: order.specialInstructions })]
        : []),
    ],
    action: { label: i18n._('Open order {number}', { number }), url: orderLink(order.id) },
  });
}
