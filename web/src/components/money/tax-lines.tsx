import type { TaxLine, TaxMode } from '@contract/tax';
import type { I18n } from '@lingui/core';
import { useTexts } from '../../i18n/use-texts';

type Figures = { tax_lines: TaxLine[]; tax_mode: TaxMode; tax_included: boolean };

const percent = (rate: number, locale: string) =>
  `${rate.toLocaleString(locale, { maximumFractionDigits: 3 })} %`;
const taxName = (mode: TaxMode, i18n: I18n) =>
  mode === 'sales_tax' ? i18n._('Sales tax') : mode === 'vat' ? i18n._('VAT') : i18n._('Tax');

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
  const i18n = useTexts();
  if (order.tax_lines.length === 0) return null;
  if ((placement === 'above-total') === order.tax_included) return null;
  const name = taxName(order.tax_mode, i18n);
  return order.tax_lines.map((line) =>
    order.tax_included ? (
      <div key={line.rate} className="flex justify-between gap-3 text-sm text-muted-foreground">
        <dt>
          {i18n._('incl.')} {percent(line.rate, i18n.locale)} {name}
        </dt>
        <dd className="tabular-nums">{money(line.amount)}</dd>
      </div>
    ) : (
      <div key={line.rate} className="flex justify-between gap-3">
        <dt>
          {name} {percent(line.rate, i18n.locale)}
        </dt>
        <dd className="tabular-nums">{money(line.amount)}</dd>
      </div>
    ),
  );
}
