import type { MailMessage } from '../../lib/mail';
import { renderMail } from '../../lib/mail-layout';
import type { OrderRow } from './order-mapping.service';

/** What the shop tells its customer as the order moves on; each can be switched off (order-form settings). */
export type OrderNotice = 'received' | 'ready' | 'done';

type Shop = { name: string; phone: string; email: string };
type Pickup = { name: string; address: string; city: string } | null;

/** Made once: building a formatter costs far more than using it, and every order's e-mail uses it. */
const dayFormat = new Intl.DateTimeFormat('en-GB', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  timeZone: 'UTC',
});

const when = (order: OrderRow) =>
  [
    order.deliveryDate ? dayFormat.format(new Date(`${order.deliveryDate}T00:00:00Z`)) : null,
    order.timeSlot ? order.timeSlot.replace('-', '–') : null,
  ]
    .filter(Boolean)
    .join(', ');

export function orderNoticeMail({
  notice,
  order,
  shop,
  pickup,
  detailsUrl,
  photoUrl,
}: {
  notice: OrderNotice;
  order: OrderRow;
  shop: Shop;
  pickup: Pickup;
  detailsUrl: string;
  /** The polaroid photo of the bouquet, absolute, once the florist took it. */
  photoUrl: string | null;
}): MailMessage {
  const delivery = order.method === 'delivery';
  const recipient = order.recipientName ?? 'the recipient';
  const number = `#${order.number}`;
  const date = when(order);
  const place = pickup ? `${pickup.name}, ${pickup.address}, ${pickup.city}` : shop.name;
  const contact = `Questions? Call ${shop.name} at ${shop.phone} or write to ${shop.email}.`;

  const content = {
    received: {
      subject: `${shop.name}: we have your order ${number}`,
      heading: 'Thank you, we have your order',
      paragraphs: [
        delivery
          ? `We will deliver your flowers to ${recipient}${date ? ` on ${date}` : ''}.`
          : `Your flowers will be ready to collect at ${place}${date ? ` on ${date}` : ''}.`,
        'You can follow your order, and change it until we start making it, on its page.',
      ],
    },
    ready: {
      subject: delivery
        ? `${shop.name}: order ${number} is on its way`
        : `${shop.name}: order ${number} is ready for pickup`,
      heading: delivery ? 'Your flowers are on their way' : 'Your flowers are ready for pickup',
      paragraphs: [
        delivery
          ? `Your bouquet for ${recipient} has left the shop.`
          : `Your bouquet is waiting for you at ${place}${date ? ` (${date})` : ''}.`,
      ],
    },
    done: {
      subject: delivery
        ? `${shop.name}: order ${number} was delivered`
        : `${shop.name}: order ${number} was collected`,
      heading: delivery ? 'Your flowers were delivered' : 'Your flowers were collected',
      paragraphs: [
        delivery
          ? `${recipient} has your bouquet. Thank you for ordering with us!`
          : 'Thank you for ordering with us!',
        ...(photoUrl ? ['Here is a photo of the bouquet we made.'] : []),
      ],
    },
  }[notice];

  return {
    to: order.senderEmail as string,
    fromName: shop.name,
    subject: content.subject,
    ...renderMail({
      heading: content.heading,
      paragraphs: [...content.paragraphs, contact],
      ...(notice === 'done' && photoUrl
        ? { image: { url: photoUrl, alt: `Your bouquet from ${shop.name}` } }
        : {}),
      action: { label: `See order ${number}`, url: detailsUrl },
      signature: shop.name,
    }),
  };
}
