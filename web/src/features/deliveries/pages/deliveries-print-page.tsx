import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, Printer } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { progressLabel } from '../../../components/delivery-run/delivery-progress';
import { BenchLines } from '../../../components/order-lines/bench-lines';
import { Button, buttonClasses } from '../../../components/ui/button';
import { FetchError } from '../../../components/ui/fetch-error';
import { PageSpinner } from '../../../components/ui/spinner';
import { quietBusinessQuery } from '../../../lib/current-business';
import { useDeliveries } from '../api/get-deliveries';
import { addressLine, formatLongDay, formatSlot, isDay, todayIn } from '../components/stop-format';

/**
 * The day's delivery list as a plain table in window order, outside the app's frame, so that
 * what prints is the list alone. Each stop lists every line it takes, to load the van by.
 */
export function DeliveriesPrintPage() {
  const [params] = useSearchParams();
  const { data: business } = useQuery(quietBusinessQuery);
  const requested = params.get('date');
  const date = isDay(requested) ? requested : todayIn(business?.time_zone);
  const driver = params.get('driver') === 'me' ? 'me' : 'all';
  const stops = useDeliveries(date, driver);
  const back = `/intern/deliveries?${new URLSearchParams({ date, ...(driver === 'me' ? { driver } : {}) })}`;

  if (stops.isPending) return <PageSpinner label="Loading the deliveries" />;
  return (
    <div className="mx-auto min-h-dvh max-w-6xl bg-surface px-4 py-6 text-foreground print:max-w-none print:bg-white print:p-0 print:text-black">
      <div className="mb-5 flex flex-wrap items-center justify-between gap-3 print:hidden">
        <Link to={back} className={buttonClasses('ghost')}>
          <ArrowLeft className="size-4" aria-hidden="true" />
          Back to the deliveries
        </Link>
        <Button onClick={() => window.print()}>
          <Printer className="size-4" aria-hidden="true" />
          Print
        </Button>
      </div>
      <h1 className="font-display text-2xl font-semibold tracking-tight">
        Deliveries · {formatLongDay(date)}
        {business?.name ? (
          <span className="font-normal text-muted-foreground print:text-black"> · {business.name}</span>
        ) : null}
      </h1>
      {stops.isError ? (
        <FetchError title="Could not load the deliveries" onRetry={() => void stops.refetch()} />
      ) : stops.data.items.length === 0 ? (
        <p className="mt-4 text-muted-foreground">No deliveries this day.</p>
      ) : (
        // A phone scrolls the wide table sideways; the focus stop lets a keyboard scroll it too.
        <section
          aria-label="Deliveries"
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take the focus to scroll by keyboard.
          tabIndex={0}
          className="mt-4 overflow-x-auto print:overflow-visible"
        >
          <table className="w-full min-w-[56rem] border-collapse text-left text-sm print:min-w-0">
            <thead>
              <tr className="border-b-2 border-foreground/70 print:border-black">
                {[
                  '',
                  'Time',
                  'Order',
                  'Items',
                  'Recipient',
                  'Address',
                  'Phone',
                  'Notes',
                  'Status',
                  'Driver',
                ].map((title) => (
                  <th key={title || 'stop'} scope="col" className="px-2 py-1.5 font-semibold">
                    {title || <span className="sr-only">Stop</span>}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {stops.data.items.map((stop, index) => (
                <tr
                  key={stop.uuid}
                  className="break-inside-avoid border-b border-border align-top print:border-black/40"
                >
                  <td className="px-2 py-2 tabular-nums">{index + 1}</td>
                  <td className="px-2 py-2 whitespace-nowrap tabular-nums">{formatSlot(stop.time_slot)}</td>
                  <td className="px-2 py-2 tabular-nums">#{stop.number}</td>
                  <td className="px-2 py-2">
                    <BenchLines items={stop.items} label={`Items of #${stop.number}`} />
                  </td>
                  <td className="px-2 py-2 font-medium">{stop.recipient_name}</td>
                  <td className="px-2 py-2">{addressLine(stop)}</td>
                  <td className="px-2 py-2 whitespace-nowrap tabular-nums">{stop.recipient_phone}</td>
                  <td className="px-2 py-2">
                    {[stop.special_instructions, stop.has_card_message ? 'Card to deliver' : null]
                      .filter(Boolean)
                      .join(' · ')}
                  </td>
                  <td className="px-2 py-2">{progressLabel(stop)}</td>
                  <td className="px-2 py-2">{stop.driver?.name ?? ''}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      )}
    </div>
  );
}
