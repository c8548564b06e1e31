import type { InternOrder } from '@contract/orders';
import { formatDay, formatSlot } from '../../../lib/order-format';
import { useOrderOptions } from '../api/get-order-options';
import { Fact, Facts } from './section-card';

function Contact({ phone, email }: { phone: string | null; email?: string | null }) {
  return (
    <>
      {phone && (
        <a
          href={`tel:${phone.replace(/[^\d+]/g, '')}`}
          className="flex min-h-11 items-center text-primary hover:underline md:block md:min-h-0"
        >
          {phone}
        </a>
      )}
      {email && (
        <a
          href={`mailto:${email}`}
          className="flex min-h-11 items-center break-all text-primary hover:underline md:block md:min-h-0"
        >
          {email}
        </a>
      )}
    </>
  );
}

const notYet = <span className="text-muted-foreground">Not given yet</span>;

/** Who ordered and who receives the flowers. */
export function CustomerFacts({ order }: { order: InternOrder }) {
  return (
    <Facts>
      <Fact label="From">
        {order.sender_name ? (
          <>
            <span className="font-medium">{order.sender_name}</span>
            <Contact phone={order.sender_phone} email={order.sender_email} />
          </>
        ) : (
          notYet
        )}
      </Fact>
      <Fact label="For">
        {order.recipient_name ? (
          <>
            <span className="font-medium">{order.recipient_name}</span>
            <Contact phone={order.recipient_phone} />
          </>
        ) : (
          notYet
        )}
      </Fact>
    </Facts>
  );
}

/** When and where the flowers go, or where they are collected. */
export function PlaceFacts({ order }: { order: InternOrder }) {
  const pickup = order.method === 'pickup';
  const options = useOrderOptions(order.uuid, pickup && order.location_id !== null);
  const location = options.data?.pickup_locations.find((item) => item.id === order.location_id);

  return (
    <Facts>
      <Fact label="Date">{order.delivery_date ? formatDay(order.delivery_date, 'long') : notYet}</Fact>
      <Fact label="Time">
        {order.time_slot ? <span className="tabular-nums">{formatSlot(order.time_slot)}</span> : notYet}
      </Fact>
      {pickup ? (
        <Fact label="Pickup at">
          {location ? (
            <>
              <span className="font-medium">{location.name}</span>
              <span className="block text-muted-foreground">
                {location.address}, {location.zipcode} {location.city}
              </span>
            </>
          ) : order.location_id ? (
            'The chosen shop location'
          ) : (
            notYet
          )}
        </Fact>
      ) : (
        <Fact label="Address">
          {order.delivery_address ? (
            <>
              <span className="block">
                {order.delivery_address}
                {order.delivery_unit && `, ${order.delivery_unit}`}
              </span>
              <span className="block">
                {order.delivery_zipcode} {order.delivery_city}
              </span>
            </>
          ) : (
            notYet
          )}
        </Fact>
      )}
    </Facts>
  );
}
