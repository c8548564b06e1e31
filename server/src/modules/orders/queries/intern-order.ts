import { decimalToCents, fromCents } from '@contract/money';
import type { MoneyPayment } from '@contract/money-payments';
import type { InternOrder } from '@contract/orders';
import type { OrderNoticeEntry } from '@contract/texts';
import { and, eq, getTableColumns, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { personNameAt } from '../../../db/person-name';
import { prepared } from '../../../db/prepared';
import { businesses, orders, taxSettings } from '../../../db/schema';
import { notFound } from '../../../lib/errors';
import { toShop } from '../../business';
import { orderPayments } from '../../gift-cards';
import { fromItemsJson, itemsJson } from '../lines/order-items.service';
import { toInternOrder } from './order-mapping.service';

/** The florist's view: adds the note, the assignee, the history and the flowers' cost, in one statement. */
export async function getInternOrder(
  db: Db,
  { businessId, uuid }: { businessId: string; uuid: string },
): Promise<InternOrder> {
  const [row] = await internOrderStatement(db).execute({ uuid, businessId });
  if (!row) throw notFound('order');
  const {
    shopName,
    shopUrl,
    shopPhone,
    shopEmail,
    shopCurrency,
    shopTimeZone,
    shopLanguage,
    tax,
    extra,
    items,
    ...order
  } = row;
  const shop = toShop({
    name: shopName,
    url: shopUrl,
    phone: shopPhone,
    email: shopEmail,
    currency: shopCurrency,
    timeZone: shopTimeZone,
    language: shopLanguage,
    // The answer names the shop's tax; its classes only rate new lines.
    taxClasses: [],
    tax,
  });
  const answer = toInternOrder(order, shop, {
    cost: fromCents(decimalToCents(extra.cost)),
    assigned_to: extra.assigned_to,
    history: extra.history,
    notices: extra.notices.map(maskedNotice),
    customer_note: extra.customer_note,
    items: fromItemsJson(items),
    money_payments: extra.money_payments.map(({ cents, ...payment }) => ({
      ...payment,
      amount: fromCents(cents),
    })),
  });
  return { ...answer, ...(await orderPayments(db, { ...order, editable: answer.editable })) };
}

/**
 * The notices sent about the order, e-mails and texts, as each went out: the mail outbox keeps the
 * envelope of a sent notice, the text outbox every text with what became of it (docs/decisions/066).
 * Texts not sent (STOP, the monthly cap) are listed too, so staff see why nobody was told.
 */
const noticesJson = sql`coalesce((
  select json_agg(n order by n.at, n.channel, n.role) from (
    select 'email' as channel, m.notice, 'customer' as role, m.recipient as "to", 'sent' as outcome,
      to_char(m.sent_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as at
    from mail_outbox m where m.order_id = ${orders.id} and m.sent_at is not null
    union all
    select 'text', t.notice, t.role, t.phone, case when t.status = 'sent' then 'sent' else t.outcome end,
      to_char(coalesce(t.sent_at, t.next_attempt_at) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
    from text_outbox t where t.order_id = ${orders.id} and t.status <> 'queued'
  ) n
), '[]'::json)`;

/** Staff recognise an address or number by its ends; the whole of it is on the order already. */
function maskedNotice(entry: OrderNoticeEntry): OrderNoticeEntry {
  const to =
    entry.channel === 'email'
      ? entry.to.replace(/^(.)[^@]*(@.*)$/, '$1…$2')
      : `${entry.to.slice(0, 3)} … ${entry.to.slice(-3)}`;
  return { ...entry, to };
}

/** A person as the order's answers name them (db/person-name.ts). */
const personJson = (alias: string) =>
  sql`json_build_object('id', ${sql.raw(alias)}.id, 'name', ${personNameAt(alias)})`;

/**
 * The order with its shop, the shop's tax settings, and the lines, assignee, history and cost as
 * subqueries: one round trip where there were five (docs/decisions/033). Each subquery reads an
 * index on the order's id. The history comes in the order it was written: steps of one transaction
 * share their time, and `seq` says which came first.
 */
const internOrderStatement = (db: Db) =>
  prepared(db, 'intern_order', (d) =>
    d
      .select({
        ...getTableColumns(orders),
        shopName: businesses.name,
        shopUrl: businesses.url,
        shopPhone: businesses.phone,
        shopEmail: businesses.email,
        shopCurrency: businesses.currency,
        shopTimeZone: businesses.timeZone,
        shopLanguage: businesses.language,
        tax: taxSettings,
        items: itemsJson,
        extra: sql<
          Pick<InternOrder, 'assigned_to' | 'history' | 'customer_note' | 'notices'> & {
            cost: string;
            money_payments: (Omit<MoneyPayment, 'amount'> & { cents: number })[];
          }
        >`json_build_object(
          'assigned_to', (select ${personJson('u')} from users u where u.id = ${orders.assignedTo}),
          'customer_note', (select c.note from customers c where c.id = ${orders.customerId}),
          'history', coalesce((
            select json_agg(json_build_object(
              'from_status', h.from_status,
              'to_status', h.to_status,
              'by', case when u.id is null then null else ${personJson('u')} end,
              'at', to_char(h.at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
            ) order by h.at, h.seq)
            from order_history h left join users u on u.id = h.by_user_id
            where h.order_id = ${orders.id}
          ), '[]'::json),
          'notices', ${noticesJson},
          'cost', (
            select coalesce(-sum(m.quantity * m.unit_cost), 0)::text
            from stock_movements m where m.order_id = ${orders.id} and m.type = 'sale'
          ),
          'money_payments', coalesce((
            select json_agg(json_build_object(
              'id', p.id,
              'method', p.method,
              'cents', p.amount_cents,
              'at', to_char(p.at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
            ) order by p.at, p.id)
            from payment_entries p
            where p.order_id = ${orders.id} and p.kind = 'payment'
              and not exists (select 1 from payment_entries r where r.reverses_id = p.id)
          ), '[]'::json)
        )`,
      })
      .from(orders)
      .innerJoin(businesses, eq(businesses.id, orders.businessId))
      .leftJoin(taxSettings, eq(taxSettings.businessId, orders.businessId))
      .where(
        and(
          eq(orders.id, sql.placeholder('uuid')),
          eq(orders.businessId, sql.placeholder('businessId')),
          isNull(orders.deletedAt),
        ),
      )
      .prepare('intern_order'),
  );
