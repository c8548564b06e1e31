import { fromCents } from '@contract/money';
import { priceOrder } from '@contract/order-pricing';
import type { TaxSettings } from '@contract/tax';
import { formatMoney } from '../../../../lib/format-money';
import { formatRate, taxName } from './tax-summary';

const BOUQUET = 4000;
const DELIVERY = 800;

/**
 * What the settings make of a sample order, worked out by the same rule the server stores
 * (contract/order-pricing), so the example cannot disagree with the orders.
 */
export function TaxExample({ settings, currency }: { settings: TaxSettings; currency: string | undefined }) {
  const valid =
    Number.isFinite(settings.rate) &&
    (settings.delivery_rate === null || Number.isFinite(settings.delivery_rate));
  if (!valid) return null;
  const priced = priceOrder({ lines: [{ cents: BOUQUET }], delivery: DELIVERY, tax: settings });
  const money = (cents: number) => formatMoney(fromCents(cents), currency);
  const name = settings.mode === 'none' ? 'Tax' : taxName(settings.mode);
  return (
    <section
      aria-labelledby="tax-example-title"
      className="rounded-2xl border border-border bg-muted/50 p-4 sm:p-5"
    >
      <h3 id="tax-example-title" className="text-sm font-semibold">
        Example
      </h3>
      <p className="mt-1 text-sm text-muted-foreground">
        A bouquet at {money(BOUQUET)} and delivery at {money(DELIVERY)}:
      </p>
      <dl className="mt-3 space-y-1.5 text-sm tabular-nums">
        <div className="flex justify-between gap-4">
          <dt className="text-muted-foreground">Net</dt>
          <dd>{money(priced.net_total)}</dd>
        </div>
        {priced.tax_lines.map((line) => (
          <div key={line.rate} className="flex justify-between gap-4">
            <dt className="text-muted-foreground">
              {name} {formatRate(line.rate)} on {money(line.base)}
            </dt>
            <dd>{money(line.amount)}</dd>
          </div>
        ))}
        {priced.tax_lines.length === 0 && (
          <div className="flex justify-between gap-4">
            <dt className="text-muted-foreground">{name}</dt>
            <dd>{money(0)}</dd>
          </div>
        )}
        <div className="flex justify-between gap-4 border-t border-border pt-1.5 font-semibold">
          <dt>Customer pays</dt>
          <dd>{money(priced.total)}</dd>
        </div>
      </dl>
    </section>
  );
}
