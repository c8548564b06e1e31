import { fromCents } from '@contract/money';
import { MAIL_LOCALE, mailI18n } from '../../lib/mail-i18n';
import type { CustomerExport } from './customer-export.service';

const escapeHtml = (value: unknown) =>
  String(value ?? '').replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A label and its value, left out when there is no value: the page lists what the shop holds. */
const row = (label: string, value: unknown) =>
  value === null || value === undefined || value === ''
    ? ''
    : `<tr><th>${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`;

const table = (rows: string[]) => (rows.some(Boolean) ? `<table>${rows.join('')}</table>` : '');

/**
 * The export as a page a person reads and prints, in the shop's language (as its invoices and
 * e-mails are): the same data as the JSON, with the trail counted rather than dumped.
 */
export function exportPage(data: CustomerExport): string {
  const i18n = mailI18n(data.shop.language);
  const locale = MAIL_LOCALE[data.shop.language];
  const when = (iso: string | null) => {
    if (!iso) return null;
    try {
      return new Intl.DateTimeFormat(locale, {
        dateStyle: 'medium',
        timeStyle: 'short',
        timeZone: data.shop.time_zone,
      }).format(new Date(iso));
    } catch {
      return iso;
    }
  };
  const money = (amount: string | number) =>
    new Intl.NumberFormat(locale, { style: 'currency', currency: data.shop.currency }).format(Number(amount));
  const c = data.customer;
  const orders = data.orders.map((o) =>
    [
      `<section><h3>${escapeHtml(i18n._('Order #{number}', { number: o.number }))}</h3>`,
      table([
        row(i18n._('Placed'), when(o.submitted_at ?? o.created_at)),
        row(i18n._('Status'), o.order_status),
        row(i18n._('Payment'), o.payment_status),
        row(
          i18n._('Delivery date'),
          o.delivery_date && [o.delivery_date, o.time_slot].filter(Boolean).join(' '),
        ),
        row(i18n._('Sender'), [o.sender_name, o.sender_email, o.sender_phone].filter(Boolean).join(', ')),
        row(i18n._('Recipient'), [o.recipient_name, o.recipient_phone].filter(Boolean).join(', ')),
        row(
          i18n._('Address'),
          [o.delivery_address, o.delivery_unit, o.delivery_zipcode, o.delivery_city]
            .filter(Boolean)
            .join(', '),
        ),
        row(i18n._('Card message'), o.card_message),
        row(i18n._('Instructions'), o.special_instructions),
        row(i18n._('Gift card recipient'), o.gift_recipient_email),
        row(i18n._('Gift card message'), o.gift_message),
        row(i18n._('Total'), money(o.total)),
        ...o.lines.map((l) =>
          row(`${l.quantity} ×`, [l.product, l.variant, ...l.options].filter(Boolean).join(', ')),
        ),
        ...o.payments.map((p) =>
          row(
            i18n._('Payment'),
            `${when(p.at)}: ${money(fromCents(p.amount_cents))} (${p.kind}, ${p.method})`,
          ),
        ),
        ...o.invoices.map((d) =>
          row(i18n._('Invoice'), `${d.number}, ${when(d.issued_at)}: ${money(d.total)}`),
        ),
      ]),
      '</section>',
    ].join(''),
  );
  const cards = data.gift_cards.map((g) =>
    table([
      row(i18n._('Gift card'), `…${g.code_last4}: ${money(g.initial_amount)}`),
      row(i18n._('Recipient'), [g.recipient_name, g.recipient_email].filter(Boolean).join(', ')),
      row(i18n._('Gift card message'), g.message),
    ]),
  );
  const mails = data.mails.map((m) =>
    table([
      row(i18n._('Sent'), when(m.sent_at ?? m.created_at)),
      row(i18n._('To'), m.to),
      row(i18n._('Subject'), m.subject),
    ]),
  );
  const reminders = data.reminders.map((r) =>
    table([
      row(
        i18n._('Occasion reminder'),
        `${r.occasion_date} (${r.occasion}), ${i18n._('order #{number}', { number: r.order_number })}`,
      ),
      row(i18n._('Status'), r.active ? i18n._('on') : i18n._('off')),
    ]),
  );
  const truncated = Object.values(data.truncated).some(Boolean)
    ? `<p class="note">${escapeHtml(i18n._('This export lists the newest entries only; ask the shop for the rest.'))}</p>`
    : '';
  const title = i18n._('What {shop} holds about {name}', { shop: data.shop.name, name: c.name });
  return `<!doctype html>
<html lang="${data.shop.language}"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title>
<style>body{font:14px/1.45 system-ui,sans-serif;color:#222;max-width:50rem;margin:2rem auto;padding:0 1rem}
h1{font-size:1.4rem}h2{font-size:1.15rem;margin-top:2rem;border-bottom:1px solid #ccc}h3{font-size:1rem;margin:1.2rem 0 .3rem}
table{border-collapse:collapse;width:100%;margin:.3rem 0}th{text-align:left;font-weight:600;width:12rem;vertical-align:top;padding:.15rem .5rem .15rem 0}
td{padding:.15rem 0;white-space:pre-wrap}.note{color:#6b6b6b}section{break-inside:avoid}</style></head>
<body><h1>${escapeHtml(title)}</h1><p class="note">${escapeHtml(i18n._('Exported on {date}', { date: when(data.exported_at) }))}</p>${truncated}
<h2>${escapeHtml(i18n._('Customer'))}</h2>${table([row(i18n._('Name'), c.name), row(i18n._('E-mail'), c.email), row(i18n._('Phone'), c.phone), row(i18n._('Note'), c.note), row(i18n._('First order'), when(c.first_order_date)), row(i18n._('Last order'), when(c.last_order_date))])}
<h2>${escapeHtml(i18n._('Orders'))}</h2>${orders.join('') || `<p>${escapeHtml(i18n._('None'))}</p>`}
<h2>${escapeHtml(i18n._('Gift cards'))}</h2>${cards.join('') || `<p>${escapeHtml(i18n._('None'))}</p>`}
<h2>${escapeHtml(i18n._('Occasion reminders'))}</h2>${reminders.join('') || `<p>${escapeHtml(i18n._('None'))}</p>`}
<h2>${escapeHtml(i18n._('E-mails'))}</h2>${mails.join('') || `<p>${escapeHtml(i18n._('None'))}</p>`}
<h2>${escapeHtml(i18n._('Change history'))}</h2><p>${escapeHtml(i18n._('{count} recorded changes to their orders and record (listed in the JSON export).', { count: data.audit.length }))}</p>
</body></html>`;
}
