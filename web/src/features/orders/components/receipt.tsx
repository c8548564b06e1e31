import { WALK_IN_NAME } from '@contract/counter';
import type { IssuedGiftCard } from '@contract/gift-cards';
import { type LegalDetails, legalAddressLine } from '@contract/legal-details';
import type { InternOrder, PaymentMethod } from '@contract/orders';
import { lineDetails } from '@contract/product-lines';
import type { I18n } from '@lingui/core';
import { useTexts } from '../../../i18n/use-texts';
import { formatMoney } from '../../../lib/format-money';
import { formatSlot } from '../../../lib/order-format';
import { formatShopMoment } from '../../../lib/shop-format';

/*
 * A till receipt is the customer's: it speaks the order's language (docs/decisions/042), through
 * the customer catalog the receipt page loads; without it (tests, a catalog that failed to load)
 * the English of the code. Its texts have no placeholders, so either way they read whole.
 */

/** How each language writes money and dates on paper, as the e-mails do. */
const RECEIPT_LOCALE: Record<string, string> = { en: 'en-GB', de: 'de-DE' };

function methodLabel(i18n: I18n, method: PaymentMethod): string {
  switch (method) {
    case 'cash':
      return i18n._('Cash');
    case 'card':
      return i18n._('Card in the shop');
    case 'bank_transfer':
      return i18n._('Bank transfer');
    case 'online':
      return i18n._('Card online');
    case 'gift_card':
      return i18n._('Gift card');
    default:
      return i18n._('Other');
  }
}

/** A till receipt of an order: the seller, what was sold, for how much, and how it was paid. */
export function Receipt({
  order,
  refunded = 0,
  timeZone,
  giftCardCodes = [],
  legal,
  shopAddress,
}: {
  order: InternOrder;
  /** Money given back so far (owner and manager can read it). */
  refunded?: number;
  /** The shop's, for the time on the receipt. */
  timeZone?: string;
  /** Codes of gift cards just sold that could not be e-mailed: printed this once. */
  giftCardCodes?: IssuedGiftCard[];
  /** The shop's legal details: its registered name, address and tax numbers (docs/decisions/047). */
  legal?: LegalDetails | undefined;
  /** The shop's address as typed in its details, for a shop that has not saved legal details. */
  shopAddress?: string | undefined;
}) {
  const i18n = useTexts();
  const locale = RECEIPT_LOCALE[order.language] ?? 'en-GB';
  const money = (amount: number | string) => formatMoney(Number(amount), order.currency, locale);
  const taxed = order.tax_total > 0;
  const paid = order.payment_status === 'done' || order.payment_status === 'refunded';
  // With its payments listed, the receipt says how it was paid line by line.
  const itemised = order.payments.length > 0 || order.money_payments.length > 0;
  const flowers = i18n._('Flowers');
  const address = legal?.street ? legalAddressLine(legal) : shopAddress;
  const taxName = order.tax_mode === 'sales_tax' ? i18n._('Sales tax') : i18n._('VAT');
  const percent = (rate: number) => `${rate.toLocaleString(locale, { maximumFractionDigits: 3 })} %`;
  const day = (date: string) =>
    new Intl.DateTimeFormat(locale, { dateStyle: 'full', timeZone: 'UTC' }).format(
      new Date(`${date}T00:00:00Z`),
    );
  return (
    <article
      aria-label={`${i18n._('Receipt for order')} #${order.number}`}
      lang={order.language}
      className="font-mono text-[13px] leading-relaxed"
    >
      <header className="text-center">
        <p className="font-display text-lg font-semibold">{order.business.name}</p>
        {legal?.legal_name && legal.legal_name !== order.business.name && <p>{legal.legal_name}</p>}
        {address && <p>{address}</p>}
        <p>{order.business.phone}</p>
        <p>{order.business.email}</p>
        {legal?.vat_id && (
          <p>
            {i18n._('VAT ID')} {legal.vat_id}
          </p>
        )}
        {legal?.tax_number && (
          <p>
            {i18n._('Tax number')} {legal.tax_number}
          </p>
        )}
      </header>
      <Rule />
      <Line label={i18n._('Receipt')} value={`#${order.number}`} />
      <Line
        label={i18n._('Date')}
        value={formatShopMoment(order.paid_at ?? order.submitted_at ?? order.created_at, timeZone, locale)}
      />
      {/* "Walk-in" is the shop's word for a customer who gave no name, not theirs. */}
      {order.sender_name && order.sender_name !== WALK_IN_NAME && (
        <Line label={i18n._('Customer')} value={order.sender_name} />
      )}
      <Rule />
      {order.items.length > 0 ? (
        order.items.map((item) => (
          <div key={item.id}>
            <Line
              label={`${item.quantity > 1 ? `${item.quantity} × ` : ''}${item.product_name ?? flowers}`}
              value={money(item.total)}
            />
            {lineDetails(item) && <p className="pl-3 opacity-80">{lineDetails(item)}</p>}
          </div>
        ))
      ) : (
        <Line label={order.product_name ?? flowers} value={money(order.price)} />
      )}
      {order.discount_total > 0 && (
        <Line
          label={`${i18n._('Discount')} (${order.discount_code ?? ''})`}
          value={`−${money(order.discount_total)}`}
        />
      )}
      {order.method === 'delivery' && order.delivery_price !== null && (
        <Line label={i18n._('Delivery')} value={money(order.delivery_price)} />
      )}
      <Rule />
      {taxed && (
        <>
          <Line label={i18n._('Net')} value={money(order.net_total)} />
          {order.tax_lines.map((line) => (
            <Line
              key={line.rate}
              label={`${taxName} ${percent(line.rate)} ${i18n._('on')} ${money(line.base)}`}
              value={money(line.amount)}
            />
          ))}
        </>
      )}
      <p className="flex justify-between text-base font-bold">
        <span>{i18n._('Total')}</span>
        <span className="tabular-nums">{money(order.total)}</span>
      </p>
      {/* Each payment as the till took it, gift cards first (they pay at submission), then money. */}
      {order.payments.map((payment) => (
        <Line
          key={payment.id}
          label={`${i18n._('Gift card')} …${payment.code_last4}`}
          value={`−${money(payment.amount)}`}
        />
      ))}
      {order.money_payments.map((payment) => (
        <Line
          key={payment.id}
          label={methodLabel(i18n, payment.method)}
          value={`−${money(payment.amount)}`}
        />
      ))}
      {itemised && <Line label={i18n._('To pay')} value={money(order.amount_due)} />}
      <p className="mt-1">
        {paid
          ? `${i18n._('Paid')}${order.payment_method && !itemised ? ` · ${methodLabel(i18n, order.payment_method)}` : ''}`
          : i18n._('Not paid yet')}
      </p>
      {refunded > 0 ? (
        <Line label={i18n._('Refunded')} value={`−${money(refunded)}`} />
      ) : (
        order.payment_status === 'refunded' && <p>{i18n._('Refunded')}</p>
      )}
      {order.method === 'delivery' && (
        <>
          <Rule />
          <p>
            {i18n._('Delivery to')} {order.recipient_name}
          </p>
          <p>
            {[order.delivery_address, order.delivery_unit].filter(Boolean).join(', ')}
            {order.delivery_zipcode && `, ${order.delivery_zipcode} ${order.delivery_city ?? ''}`}
          </p>
          {order.delivery_date && (
            <p>
              {day(order.delivery_date)}
              {order.time_slot && `, ${formatSlot(order.time_slot)}`}
            </p>
          )}
        </>
      )}
      {giftCardCodes.length > 0 && (
        <>
          <Rule />
          {giftCardCodes.map((card) => (
            <div key={card.id} className="py-0.5">
              <Line label={i18n._('Gift card')} value={money(card.value)} />
              <p className="text-center text-base font-bold tracking-wider break-all">{card.code}</p>
              <p className="text-center">
                {i18n._('Valid until')} {day(card.expires_on)}
              </p>
            </div>
          ))}
        </>
      )}
      {order.card_message && (
        <>
          <Rule />
          <p className="whitespace-pre-line italic">“{order.card_message}”</p>
        </>
      )}
      <Rule />
      <p className="text-center">{i18n._('Thank you!')}</p>
    </article>
  );
}

function Line({ label, value }: { label: string; value: string }) {
  return (
    <p className="flex justify-between gap-3">
      <span className="min-w-0 break-words">{label}</span>
      <span className="shrink-0 tabular-nums">{value}</span>
    </p>
  );
}

const Rule = () => <hr className="my-2 border-dashed border-current opacity-40" />;
