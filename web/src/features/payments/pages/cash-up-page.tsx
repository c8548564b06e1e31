import type { CashUp } from '@contract/cash-up';
import { useQuery } from '@tanstack/react-query';
import { addDays, format, parseISO } from 'date-fns';
import { ArrowLeft, Download, Printer } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { Button, buttonClasses } from '../../../components/ui/button';
import { FetchError } from '../../../components/ui/fetch-error';
import { PeriodStepper } from '../../../components/ui/period-stepper';
import { PageSpinner } from '../../../components/ui/spinner';
import { StaffOnly } from '../../../components/ui/staff-only';
import { quietBusinessQuery } from '../../../lib/current-business';
import { presetRange } from '../../../lib/date-range';
import { formatMoney } from '../../../lib/format-money';
import { useExportMonth, useExportMonthInvoices } from '../api/export-payments';
import { useCashUp } from '../api/get-cash-up';
import { METHOD_LABELS } from '../components/payment-format';

const isDay = (value: string | null): value is string => Boolean(value && /^\d{4}-\d{2}-\d{2}$/.test(value));

/**
 * Closing time: what the day's money was by method, what the till should hold, and what gift cards
 * did, on a page of its own so that it prints alone (docs/decisions/048).
 */
export function CashUpPage() {
  return (
    <StaffOnly title="Cash-up">
      <CashUpView />
    </StaffOnly>
  );
}

function CashUpView() {
  const [params, setParams] = useSearchParams();
  const { data: business } = useQuery(quietBusinessQuery);
  const requested = params.get('date');
  const date = isDay(requested) ? requested : presetRange('today', business?.time_zone).start;
  const day = useCashUp(date);
  const month = useExportMonth();
  const invoices = useExportMonthInvoices();
  const step = (direction: 1 | -1) =>
    setParams({ date: format(addDays(parseISO(date), direction), 'yyyy-MM-dd') }, { replace: true });

  return (
    <div className="mx-auto min-h-dvh max-w-3xl bg-surface px-4 py-6 text-foreground print:max-w-none print:bg-white print:p-0 print:text-black">
      <div className="mb-5 flex flex-wrap items-center justify-between gap-2 print:hidden">
        <Link to="/intern/payments" className={buttonClasses('ghost')}>
          <ArrowLeft className="size-4" aria-hidden="true" />
          Payments
        </Link>
        <PeriodStepper unit="day" onStep={step}>
          <input
            type="date"
            aria-label="Day"
            value={date}
            onChange={(event) =>
              isDay(event.target.value) && setParams({ date: event.target.value }, { replace: true })
            }
            className="h-11 rounded-xl border border-border bg-surface px-3 text-sm"
          />
        </PeriodStepper>
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" onClick={() => month.mutate(date.slice(0, 7))} loading={month.isPending}>
            <Download className="size-4" aria-hidden="true" />
            Month as CSV
          </Button>
          <Button
            variant="outline"
            onClick={() => invoices.mutate(date.slice(0, 7))}
            loading={invoices.isPending}
          >
            <Download className="size-4" aria-hidden="true" />
            Invoices of the month
          </Button>
          <Button onClick={() => window.print()} disabled={!day.data}>
            <Printer className="size-4" aria-hidden="true" />
            Print
          </Button>
        </div>
      </div>
      <h1 className="font-display text-2xl font-semibold tracking-tight">
        Cash-up · {format(parseISO(date), 'EEEE, d MMMM yyyy')}
        {business?.name ? (
          <span className="font-normal text-muted-foreground print:text-black"> · {business.name}</span>
        ) : null}
      </h1>
      {day.isPending ? (
        <PageSpinner label="Loading the day" />
      ) : day.isError ? (
        <FetchError title="Could not load the day" onRetry={() => void day.refetch()} />
      ) : (
        <DayFigures day={day.data} />
      )}
    </div>
  );
}

function DayFigures({ day }: { day: CashUp }) {
  const money = (amount: number) => formatMoney(amount, day.currency);
  return (
    <div className="mt-5 space-y-6">
      <section
        aria-label="Cash in the till"
        className="rounded-2xl border border-border p-4 print:border-black"
      >
        <p className="text-sm text-muted-foreground print:text-black">Cash the till should hold from today</p>
        <p className="mt-1 text-3xl font-semibold tabular-nums">{money(day.expected_cash)}</p>
        <p className="mt-1 text-sm text-muted-foreground print:text-black">
          Cash taken, less cash given back and cash payments undone. Add the float you started with.
        </p>
      </section>
      <section aria-label="Money by method">
        <h2 className="mb-2 text-lg font-semibold">Money by method</h2>
        {day.by_method.length === 0 ? (
          <p className="text-muted-foreground">No money came in or went out on this day.</p>
        ) : (
          <table className="w-full border-collapse text-left text-sm">
            <thead>
              <tr className="border-b border-border print:border-black">
                {['Method', 'Received', 'Refunded', 'Undone', 'Net'].map((title, index) => (
                  <th key={title} scope="col" className={index === 0 ? 'py-2' : 'py-2 text-right'}>
                    {title}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {day.by_method.map((row) => (
                <tr key={row.method} className="border-b border-border/60 print:border-black/40">
                  <th scope="row" className="py-2 font-medium">
                    {METHOD_LABELS[row.method]}
                  </th>
                  {[row.received, -row.refunded, -row.reversed, row.net].map((amount, index) => (
                    <td
                      key={['received', 'refunded', 'reversed', 'net'][index]}
                      className="py-2 text-right tabular-nums"
                    >
                      {/* Nothing went back: a plain 0, not a minus sign before it. */}
                      {money(amount === 0 ? 0 : amount)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
      <section aria-label="Gift cards and revenue" className="grid gap-4 sm:grid-cols-2 print:grid-cols-2">
        <Figures
          title="Gift cards"
          rows={[
            ['Sold', money(day.gift_cards.sold)],
            ['Spent on orders', money(day.gift_cards.redeemed)],
            ['Voided', money(day.gift_cards.voided)],
            ['Corrected by staff', money(day.gift_cards.adjusted)],
            ['All cards still hold', money(day.gift_cards.outstanding)],
          ]}
        />
        <Figures
          title="Revenue"
          rows={[
            ['Revenue', money(day.revenue.total)],
            ['Without tax', money(day.revenue.net_total)],
            ['Tax', money(day.revenue.tax_total)],
            ['Orders paid', String(day.orders_paid)],
          ]}
        />
      </section>
      <p className="text-xs text-muted-foreground print:text-black">
        Revenue is the money kept less what gift cards sold today still owe; a card counts when it is spent.
      </p>
    </div>
  );
}

function Figures({ title, rows }: { title: string; rows: [string, string][] }) {
  return (
    <div className="rounded-2xl border border-border p-4 print:border-black">
      <h2 className="mb-2 text-lg font-semibold">{title}</h2>
      <dl className="space-y-1 text-sm">
        {rows.map(([label, value]) => (
          <div key={label} className="flex justify-between gap-3">
            <dt className="text-muted-foreground print:text-black">{label}</dt>
            <dd className="font-medium tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
