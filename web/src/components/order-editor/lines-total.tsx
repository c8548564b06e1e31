import { fromCents } from '@contract/cents';
import type { PricedOrder } from '@contract/order-pricing';
import type { TaxSettings } from '@contract/tax';
import { formatMoney } from '../../lib/format-money';

/**
 * The live total under the lines: what the items come to, the discount and delivery when known,
 * the tax as the shop charges it, and the total. A preview by the one rule; the order's own figures
 * come from the server.
 */
export function LinesTotal({
  priced,
  goodsCents,
  giftCardCents,
  deliveryCents,
  tax,
  currency,
}: {
  priced: PricedOrder;
  goodsCents: number;
  /** Gift cards sold beside the lines. */
  giftCardCents: number;
  deliveryCents: number;
  tax: TaxSettings | undefined;
  currency: string | undefined;
}) {
  const money = (cents: number) => formatMoney(fromCents(cents), currency);
  const charged = tax && tax.mode !== 'none' && priced.tax_total > 0;
  const taxName = tax?.mode === 'sales_tax' ? 'Sales tax' : 'VAT';
  return (
    <dl className="space-y-1 rounded-xl bg-muted/60 px-3.5 py-3 text-[15px]">
      <Row label="Items">{money(goodsCents - giftCardCents)}</Row>
      {giftCardCents > 0 && <Row label="Gift cards">{money(giftCardCents)}</Row>}
      {priced.discount_total > 0 && <Row label="Discount">−{money(priced.discount_total)}</Row>}
      {deliveryCents > 0 && <Row label="Delivery">{money(deliveryCents)}</Row>}
      {charged && (
        <Row label={tax.prices_include_tax ? `Includes ${taxName}` : taxName}>{money(priced.tax_total)}</Row>
      )}
      <div className="flex justify-between gap-3 border-t border-border pt-1.5 font-semibold">
        <dt>Total</dt>
        <dd>
          <output aria-label="Total" aria-live="polite" className="tabular-nums">
            {money(priced.total)}
          </output>
        </dd>
      </div>
    </dl>
  );
}

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="flex justify-between gap-3">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="tabular-nums">{children}</dd>
    </div>
  );
}
