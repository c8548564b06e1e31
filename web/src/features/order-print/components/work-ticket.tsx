import type { PrintBatch, PrintOrder } from '@contract/order-print';
import { benchAddOns, benchHead, FLORISTS_CHOICE } from '../../../components/order-lines/bench-lines';
import { formatDay, formatSlot, METHOD_LABELS } from '../../../lib/order-format';
import { Sheet } from './print-document';

/** The address lines of a delivery, or the location of a pickup. */
export function placeLines(order: PrintOrder): string[] {
  if (order.method === 'pickup') {
    return order.location ? [order.location.name, order.location.address, order.location.city] : ['Pickup'];
  }
  const street = [order.delivery_address, order.delivery_unit].filter(Boolean).join(', ');
  const town = [order.delivery_zipcode, order.delivery_city].filter(Boolean).join(' ');
  return [street, town].filter(Boolean);
}

/** What goes on the bench, in the ticket's largest print. */
const TO_MAKE = 'font-display text-[18pt] leading-tight font-semibold';

function Block({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <section className="break-inside-avoid">
      <h3 className="text-[8pt] font-semibold tracking-[0.12em] text-neutral-500 uppercase">{label}</h3>
      <div className="mt-1 text-[11pt] leading-snug">{children}</div>
    </section>
  );
}

/**
 * One order on one A4 page, for the workbench: what to make (with its photo), for whom, when and
 * where, the notes, the card's message and who makes it.
 */
export function WorkTicket({ order, shop }: { order: PrintOrder; shop: PrintBatch['shop'] }) {
  const photo = order.photo_reference ?? order.product_photo;
  const when = order.delivery_date
    ? `${formatDay(order.delivery_date, 'long')}${order.time_slot ? ` · ${formatSlot(order.time_slot)}` : ''}`
    : 'Date not chosen yet';
  return (
    <Sheet paper="a4" label={`Work ticket #${order.number}`} className="flex flex-col p-[14mm] font-sans">
      <header className="flex items-start justify-between gap-6 border-b-2 border-neutral-900 pb-3">
        <div>
          <p className="text-[9pt] font-semibold tracking-[0.14em] text-neutral-500 uppercase">Work ticket</p>
          <h1 className="font-display text-[30pt] leading-none font-semibold tabular-nums">
            #{order.number}
          </h1>
        </div>
        <div className="text-right">
          <p className="font-display text-[13pt] font-semibold">{shop.name}</p>
          <p className="mt-1 text-[12pt] font-semibold">{METHOD_LABELS[order.method]}</p>
          <p className="text-[11pt]">{when}</p>
        </div>
      </header>

      <div className="mt-5 grid grid-cols-[1fr_68mm] gap-6">
        <div className="space-y-4">
          <Block label="To make">
            {order.items.length === 0 ? (
              <p className={TO_MAKE}>{FLORISTS_CHOICE}</p>
            ) : (
              <ul className="space-y-2">
                {order.items.map((item) => (
                  <li key={item.id}>
                    <p className={TO_MAKE}>{benchHead(item)}</p>
                    {item.variant_name && <p className="text-[12pt] font-semibold">{item.variant_name}</p>}
                    {/* Each add-on on its own line, as large as the product: in small print
                        beside the size a vase was missed at the bench. */}
                    {benchAddOns(item).map((addOn, index) => (
                      <p key={item.options[index]?.option_id ?? addOn} className={TO_MAKE}>
                        {addOn}
                      </p>
                    ))}
                  </li>
                ))}
              </ul>
            )}
          </Block>
          <Block label="For">
            <p className="font-semibold">{order.recipient_name ?? '—'}</p>
            {order.recipient_phone && <p>{order.recipient_phone}</p>}
          </Block>
          <Block label={order.method === 'pickup' ? 'Collected at' : 'Deliver to'}>
            {placeLines(order).map((line) => (
              <p key={line}>{line}</p>
            ))}
          </Block>
          <Block label="From">
            <p>{[order.sender_name, order.sender_phone].filter(Boolean).join(' · ') || '—'}</p>
          </Block>
          <Block label="Made by">
            <p className="font-semibold">{order.assigned_to?.name ?? 'Not assigned'}</p>
          </Block>
        </div>
        <figure className="self-start">
          {photo ? (
            <img src={photo} alt="" className="aspect-square w-full rounded-[2mm] object-cover" />
          ) : (
            <div className="flex aspect-square w-full items-center justify-center rounded-[2mm] border border-dashed border-neutral-400 text-[9pt] text-neutral-500">
              No photo
            </div>
          )}
          <figcaption className="mt-1 text-[8pt] text-neutral-500">
            {order.photo_reference ? 'Reference photo' : order.product_photo ? 'Product photo' : ''}
          </figcaption>
        </figure>
      </div>

      <div className="mt-5 space-y-4">
        {order.note && (
          <Block label="Note">
            <p className="whitespace-pre-line">{order.note}</p>
          </Block>
        )}
        {order.special_instructions && (
          <Block label="Special instructions">
            <p className="whitespace-pre-line">{order.special_instructions}</p>
          </Block>
        )}
        <Block label="Card message">
          {order.card_message ? (
            <p className="rounded-[2mm] border border-neutral-300 px-4 py-3 font-display text-[13pt] whitespace-pre-line italic">
              {order.card_message}
            </p>
          ) : (
            <p className="text-neutral-500">No card</p>
          )}
        </Block>
      </div>

      <footer className="mt-auto flex justify-between border-t border-neutral-300 pt-2 text-[8pt] text-neutral-500">
        <span>{shop.name}</span>
        <span>
          Order #{order.number} · {order.uuid.slice(0, 8)}
        </span>
      </footer>
    </Sheet>
  );
}
