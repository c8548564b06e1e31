import type { OrderSubmitInput } from '@contract/order-submission';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import { systemActor } from '../modules/audit';
import { changeStatus, createDraft, markPaid, submitOrder } from '../modules/orders';
import { availableSlots, getScheduleRules, todayIn } from '../modules/scheduling';

type DemoOrder = {
  price: number;
  to: 'draft' | 'pending' | 'ready' | 'done';
  paid?: boolean;
  details?: Partial<OrderSubmitInput>;
};

/** Who sent the demo orders: [name, e-mail before the @]. */
const senders = [
  ['Anna Becker', 'anna.becker'],
  ['Lukas Hoffmann', 'lukas.hoffmann'],
  ['Sophie Wagner', 'sophie.wagner'],
  ['Anna Becker', 'anna.becker'],
  ['Elif Yilmaz', 'elif.yilmaz'],
] as const;

const demoOrders: DemoOrder[] = [
  {
    price: 49.9,
    to: 'pending',
    details: { recipient_name: 'Mia Schneider', card_message: 'Happy birthday, Mia!' },
  },
  {
    price: 35,
    to: 'pending',
    paid: true,
    details: { recipient_name: 'Jonas Weber', card_message: 'Thank you for everything' },
  },
  {
    price: 65,
    to: 'ready',
    paid: true,
    details: { recipient_name: 'Lena Fischer', card_message: 'Congratulations on the new home' },
  },
  { price: 29.5, to: 'done', paid: true, details: { recipient_name: 'Paul Wagner' } },
  { price: 55, to: 'draft' },
];

/**
 * A few orders in every state for the demo shop, made through the same services as real ones,
 * so that counters, history and customers agree. Dates are the next windows the shop offers.
 */
export async function seedDemoOrders(
  db: Db,
  { businessId, now = new Date() }: { businessId: string; now?: Date },
) {
  const [owner] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.businessId, businessId), eq(users.role, 'owner')));
  if (!owner) return;
  const rules = await getScheduleRules(db, { businessId, windowType: 'delivery' });
  const openings = nextOpenings(rules, now, demoOrders.length);
  for (const [i, demo] of demoOrders.entries()) {
    const draft = await createDraft(db, {
      businessId,
      userId: owner.id,
      input: { method: 'delivery', price: demo.price },
    });
    if (demo.to === 'draft') continue;
    const opening = openings[i % openings.length];
    if (!opening) continue;
    await submitOrder(db, {
      uuid: draft.uuid,
      now,
      input: {
        sender_name: senders[i % senders.length]?.[0] ?? 'Anna Becker',
        sender_email: `${senders[i % senders.length]?.[1] ?? 'anna.becker'}@example.com`,
        sender_phone: '+49 30 5550100',
        recipient_name: 'Recipient',
        recipient_phone: '+49 30 5550199',
        delivery_address: `Gartenstraße ${10 + i}`,
        delivery_city: 'Berlin',
        delivery_zipcode: '10115',
        delivery_date: opening.date,
        time_slot: opening.slot,
        ...demo.details,
      },
    });
    if (demo.paid)
      await markPaid(db, { businessId, uuid: draft.uuid, paymentMethod: 'card', actor: systemActor });
    const steps =
      demo.to === 'done' ? (['ready', 'done'] as const) : demo.to === 'ready' ? (['ready'] as const) : [];
    for (const to of steps) await changeStatus(db, { businessId, uuid: draft.uuid, to, userId: owner.id });
  }
}

function nextOpenings(rules: Awaited<ReturnType<typeof getScheduleRules>>, now: Date, wanted: number) {
  const found: { date: string; slot: string }[] = [];
  const today = todayIn(rules.timeZone, now);
  for (let day = 0; day <= rules.daysAhead && found.length < wanted; day++) {
    const date = new Date(Date.parse(`${today}T00:00:00Z`) + day * 86_400_000).toISOString().slice(0, 10);
    for (const slot of availableSlots(rules, { date, now })) found.push({ date, slot });
  }
  return found;
}
