import type { MailMessage } from '../../lib/mail';
import { mailI18n } from '../../lib/mail-i18n';
import { renderMail } from '../../lib/mail-layout';
import type { DocumentSnapshot } from './invoice-snapshot';

/*
 * The customer's copy of an invoice or credit note, in the document's language (docs/decisions/042),
 * with the PDF attached. It is queued before the document takes its number (invoices.service.ts),
 * so it names the order; the PDF, made when the mail is sent, carries the number.
 */
export function documentMail({
  id,
  snapshot,
}: {
  id: string;
  snapshot: DocumentSnapshot;
}): MailMessage | null {
  const to = snapshot.customer.email;
  if (!to) return null;
  const i18n = mailI18n(snapshot.language);
  const shop = snapshot.seller.shop_name;
  const number = `#${snapshot.order.number}`;
  const invoice = snapshot.kind === 'invoice';
  const subject = invoice
    ? i18n._('{shop}: your invoice for order {number}', { shop, number })
    : i18n._('{shop}: your credit note for order {number}', { shop, number });
  return {
    to,
    fromName: shop,
    subject,
    attachments: [{ kind: 'invoice', id }],
    ...renderMail({
      heading: invoice
        ? i18n._('Your invoice for order {number}', { number })
        : i18n._('Your credit note for order {number}', { number }),
      paragraphs: [
        invoice
          ? i18n._('Thank you for your order. Your invoice is attached as a PDF.')
          : i18n._('We have given money back for your order. The credit note is attached as a PDF.'),
        i18n._('You can also download it from your order page at any time.'),
      ],
      signature: shop,
      ...(snapshot.seller.shop_url && {
        shopLegal: { shopUrl: snapshot.seller.shop_url, language: snapshot.language },
      }),
    }),
  };
}
