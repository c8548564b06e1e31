import type { DayView } from '@contract/order-day';
import { BenchLines } from '../../../components/order-lines/bench-lines';
import { dayTitle, placeOf } from '../../../lib/order-day-format';
import { formatSlot, STATUS_LABELS } from '../../../lib/order-format';
import { Sheet } from './print-document';

/**
 * The day's work on paper: every order due, by window, each line of it (a cart is more than its
 * first product), with a box to tick when it is made.
 */
export function DaySheet({ view, shopName }: { view: DayView; shopName: string }) {
  const { counts } = view;
  return (
    <Sheet paper="a4" flow label={`Day sheet ${view.date}`} className="p-[12mm] font-sans print:p-0">
      <header className="flex items-end justify-between gap-6 border-b-2 border-neutral-900 pb-2">
        <div>
          <p className="text-[9pt] font-semibold tracking-[0.14em] text-neutral-500 uppercase">Day sheet</p>
          <h1 className="font-display text-[20pt] leading-tight font-semibold">{dayTitle(view)}</h1>
        </div>
        <p className="max-w-[70mm] text-right font-display text-[12pt] font-semibold">{shopName}</p>
      </header>
      <p className="mt-2 text-[9.5pt] text-neutral-700">
        {counts.total} {counts.total === 1 ? 'order' : 'orders'} · {counts.to_make} to make · {counts.made}{' '}
        made · {counts.to_deliver} to deliver · {counts.to_pick_up} to pick up · {counts.done} done
      </p>
      {view.windows.length === 0 && <p className="mt-6 text-[11pt]">No orders on this day.</p>}
      {view.windows.map((window) => (
        <section key={window.time_slot ?? 'none'} className="mt-5">
          <h2 className="border-b border-neutral-400 pb-1 text-[11pt] font-semibold tabular-nums">
            {window.time_slot ? formatSlot(window.time_slot) : 'Any time'}
            <span className="ml-2 font-normal text-neutral-500">
              {window.orders.length} {window.orders.length === 1 ? 'order' : 'orders'}
            </span>
          </h2>
          <table className="mt-1 w-full table-fixed border-collapse text-left text-[9.5pt] leading-snug">
            <thead className="text-[7.5pt] tracking-wider text-neutral-500 uppercase">
              <tr>
                <th className="w-[7mm] py-1 font-medium">
                  <span className="sr-only">Made</span>
                </th>
                <th className="w-[14mm] py-1 font-medium">No.</th>
                <th className="w-[68mm] py-1 font-medium">To make</th>
                <th className="py-1 font-medium">For · where</th>
                <th className="w-[11mm] py-1 font-medium">Card</th>
                <th className="w-[30mm] py-1 font-medium">By</th>
              </tr>
            </thead>
            <tbody>
              {window.orders.map((order) => (
                <tr key={order.uuid} className="break-inside-avoid border-b border-neutral-200 align-top">
                  <td className="py-1.5">
                    <span
                      aria-hidden="true"
                      className={`mt-0.5 block size-[3.5mm] border border-neutral-700 ${order.order_status === 'pending' ? '' : 'bg-neutral-700'}`}
                    />
                  </td>
                  <td className="py-1.5 font-semibold tabular-nums">#{order.number}</td>
                  <td className="py-1.5 pr-2">
                    <BenchLines items={order.items} />
                    {(order.note || order.special_instructions) && (
                      <span className="block text-[8.5pt] text-neutral-700">
                        {[order.note, order.special_instructions].filter(Boolean).join(' · ')}
                      </span>
                    )}
                  </td>
                  <td className="py-1.5 pr-2">
                    {order.recipient_name ?? '—'}
                    <span className="block text-[8.5pt] text-neutral-700">
                      {order.method === 'pickup' ? 'Pickup' : 'Delivery'}
                      {placeOf(order) && ` · ${placeOf(order)}`}
                      {order.order_status !== 'pending' && ` · ${STATUS_LABELS[order.order_status]}`}
                      {!order.paid && ' · unpaid'}
                    </span>
                  </td>
                  <td className="py-1.5">{order.has_card_message ? 'Yes' : '—'}</td>
                  <td className="py-1.5">{order.assigned_to?.name ?? '—'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      ))}
    </Sheet>
  );
}
