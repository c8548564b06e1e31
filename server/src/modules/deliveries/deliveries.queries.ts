import type { DeliveryRun, DeliveryStop } from '@contract/delivery-run';
import { and, eq, isNull, ne, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { prepared } from '../../db/prepared';
import { orders } from '../../db/schema';
import {
  afterPosition,
  calendarOrder,
  calendarRange,
  deliveryProgressColumns,
  deliveryProgressOf,
  fromItemsJson,
  itemsJson,
  readPage,
} from '../orders';

/** More stops than any shop drives in a day; the unpaged list never grows without bound. */
const MAX_STOPS = 500;

/**
 * One day's delivery orders in window order, then by number: the driver's run. Reads the calendar's
 * index (business, date, window) for submitted orders, so a day costs the same in any size of shop.
 */
export async function listDeliveries(
  db: Db,
  { businessId, date, driverId }: { businessId: string; date: string; driverId?: string | undefined },
): Promise<DeliveryRun> {
  const rows = await stopRows(
    db,
    and(
      eq(orders.businessId, businessId),
      eq(orders.deliveryDate, date),
      isNull(orders.deletedAt),
      ne(orders.orderStatus, 'draft'),
      eq(orders.method, 'delivery'),
      driverId ? eq(orders.driverId, driverId) : undefined,
    ) as SQL,
  ).limit(MAX_STOPS);
  const items = rows.map(toStop);
  return { items, count: items.length, to_go: items.filter((stop) => stop.order_status !== 'done').length };
}

/**
 * A page of the day's run (docs/decisions/079): `limit` stops from the cursor's place along
 * orders_date_idx, with the whole day's count and stops to go, for everyone's stops or one driver's.
 */
export async function listDeliveryPage(
  db: Db,
  {
    businessId,
    date,
    driverId,
    limit,
    cursor,
  }: {
    businessId: string;
    date: string;
    driverId: string | undefined;
    limit: number;
    cursor: string | undefined;
  },
): Promise<DeliveryRun> {
  const day = { businessId, start: date, end: date, driverId: driverId ?? null };
  const [page, counted] = await Promise.all([
    readPage('run', limit, cursor, {
      first: (asked) => firstStatement(db).execute({ ...day, limit: asked }),
      after: (asked, at) => afterStatement(db).execute({ ...day, limit: asked, ...at }),
    }),
    countsStatement(db).execute(day),
  ]);
  return {
    items: page.rows.map(toStop),
    count: counted[0]?.count ?? 0,
    to_go: counted[0]?.toGo ?? 0,
    next_cursor: page.nextCursor,
  };
}

const stopColumns = {
  id: orders.id,
  number: orders.number,
  orderStatus: orders.orderStatus,
  paymentStatus: orders.paymentStatus,
  deliveryDate: orders.deliveryDate,
  timeSlot: orders.timeSlot,
  recipientName: orders.recipientName,
  recipientPhone: orders.recipientPhone,
  senderName: orders.senderName,
  senderPhone: orders.senderPhone,
  deliveryAddress: orders.deliveryAddress,
  deliveryUnit: orders.deliveryUnit,
  deliveryCity: orders.deliveryCity,
  deliveryZipcode: orders.deliveryZipcode,
  specialInstructions: orders.specialInstructions,
  // The lines in the same statement: the run reads no more per stop.
  items: itemsJson,
  cardMessage: orders.cardMessage,
  polaroidPhoto: orders.polaroidPhoto,
  ...deliveryProgressColumns,
};

const stopRows = (db: Db, where: SQL) =>
  db
    .select(stopColumns)
    .from(orders)
    .where(where)
    .orderBy(...calendarOrder);

const toStop = (row: Awaited<ReturnType<typeof stopRows>>[number]): DeliveryStop => ({
  uuid: row.id,
  number: row.number,
  order_status: row.orderStatus as DeliveryStop['order_status'],
  payment_status: row.paymentStatus,
  delivery_date: row.deliveryDate,
  time_slot: row.timeSlot,
  recipient_name: row.recipientName,
  recipient_phone: row.recipientPhone,
  sender_name: row.senderName,
  sender_phone: row.senderPhone,
  delivery_address: row.deliveryAddress,
  delivery_unit: row.deliveryUnit,
  delivery_city: row.deliveryCity,
  delivery_zipcode: row.deliveryZipcode,
  special_instructions: row.specialInstructions,
  items: fromItemsJson(row.items),
  has_card_message: Boolean(row.cardMessage?.trim()),
  polaroid_photo: row.polaroidPhoto,
  ...deliveryProgressOf(row),
});

// The paged statements: the day's delivery orders, everyone's or the driver's (a null `driverId`).
const deliveryOnly = sql`${orders.method} = 'delivery' and (${sql.placeholder('driverId')}::uuid is null or ${orders.driverId} = ${sql.placeholder('driverId')}::uuid)`;

const firstStatement = (db: Db) =>
  prepared(db, 'run_page_first', (d) =>
    stopRows(d, and(calendarRange, deliveryOnly) as SQL)
      .limit(sql.placeholder('limit'))
      .prepare('run_page_first'),
  );

const afterStatement = (db: Db) =>
  prepared(db, 'run_page_after', (d) => {
    const { laterInOrder, windowless } = afterPosition(deliveryOnly);
    const limit = sql.placeholder('limit');
    return stopRows(d, laterInOrder)
      .limit(limit)
      .unionAll(stopRows(d, windowless).limit(limit))
      .orderBy(...calendarOrder)
      .limit(limit)
      .prepare('run_page_after');
  });

const countsStatement = (db: Db) =>
  prepared(db, 'run_counts', (d) =>
    d
      .select({
        count: sql<number>`count(*)::int`,
        toGo: sql<number>`(count(*) filter (where ${orders.orderStatus} <> 'done'))::int`,
      })
      .from(orders)
      .where(and(calendarRange, deliveryOnly))
      .prepare('run_counts'),
  );
