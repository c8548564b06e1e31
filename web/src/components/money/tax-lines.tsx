import type { TaxLine, TaxMode } from '@contract/tax';

type Figures = { tax_lines: TaxLine[]; tax_mode: TaxMode; tax_included: boolean };

const percent = (rate: number) => `${rate.toLocaleString('en', { maximumFractionDigits: 3 })} %`;
const taxName = (mode: TaxMode) => (mode === 'sales_tax' ? 'Sales tax' : mode === 'vat' ? 'VAT' : 'Tax');

/**
 * The tax of an order as the server stored it, one row per rate: added on top ("Sales tax
 * 8.875 %") before the total, or included in it ("incl. 7 % VAT") after. Nothing is added up
 * here: the total beside it is the server's too.
 */
export function TaxRows({
  order,
  money,
  placement,
}: {
  order: Figures;
  money: (amount: number) => string;
  /** Added tax goes above the total, included tax below it. */
  placement: 'above-total' | 'below-total';
}) {
  if (order.tax_lines.length === 0) return null;
  if ((placement === 'above-total') === order.tax_included) return null;
  const name = taxName(order.tax_mode);
  return order.tax_lines.map((line) =>
    order.tax_included ? (
      <div key={line.rate} className="flex justify-between gap-3 text-sm text-muted-foreground">
        <dt>
          incl. {percent(line.rate)} {name}
        </dt>
        <dd className="tabular-nums">{money(line.amount)}</dd>
      </div>
    ) : (
      <div key={line.rate} className="flex justify-between gap-3">
        <dt>
          {name} {percent(line.rate)}
        </dt>
        <dd className="tabular-nums">{money(line.amount)}</dd>
      </div>
    ),
  );
}
