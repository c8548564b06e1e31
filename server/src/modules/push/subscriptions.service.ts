import {
  MAX_PUSH_DEVICES,
  type PushDevicesAnswer,
  type PushSubscriptionAnswer,
  type PushSubscriptionInput,
} from '@contract/push';
import { and, count, desc, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { pushSubscriptions } from '../../db/schema';
import type { Member } from '../../lib/auth-guards';
import { AppError, notFound } from '../../lib/errors';

type Device = { db: Db; member: Member; endpoint: string };

/** This person's subscription at this address in their shop: another's answers as missing. */
const ownRow = (member: Member, endpoint: string) =>
  and(
    eq(pushSubscriptions.endpoint, endpoint),
    eq(pushSubscriptions.userId, member.userId),
    eq(pushSubscriptions.businessId, member.businessId),
  );

/**
 * Subscribes this device, or changes its choices. An address already known is taken over by
 * whoever subscribes it now: a push service address is the device's, and the last person signed
 * in there is who it notifies.
 */
export async function savePushSubscription({
  db,
  member,
  input,
}: {
  db: Db;
  member: Member;
  input: PushSubscriptionInput;
}): Promise<void> {
  const values = {
    userId: member.userId,
    businessId: member.businessId,
    p256dh: input.keys.p256dh,
    auth: input.keys.auth,
    kinds: input.kinds,
    quietStart: input.quiet_hours?.start ?? null,
    quietEnd: input.quiet_hours?.end ?? null,
    updatedAt: new Date(),
  };
  await db.transaction(async (tx) => {
    const [others] = await tx
      .select({ n: count() })
      .from(pushSubscriptions)
      .where(
        and(eq(pushSubscriptions.userId, member.userId), ne(pushSubscriptions.endpoint, input.endpoint)),
      );
    if ((others?.n ?? 0) >= MAX_PUSH_DEVICES) {
      throw new AppError(
        'CONFLICT',
        `Notifications reach at most ${MAX_PUSH_DEVICES} devices; turn them off on one first`,
      );
    }
    await tx
      .insert(pushSubscriptions)
      .values({ endpoint: input.endpoint, ...values })
      .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: { ...values, lastSuccessAt: null } });
  });
}

export async function readPushSubscription({
  db,
  member,
  endpoint,
}: Device): Promise<PushSubscriptionAnswer> {
  const [row] = await db.select().from(pushSubscriptions).where(ownRow(member, endpoint));
  if (!row) throw notFound('device');
  return choicesOf(row);
}

/** The caller's devices in their shop, the most recently subscribed first. */
export async function listPushDevices({ db, member }: Omit<Device, 'endpoint'>): Promise<PushDevicesAnswer> {
  const rows = await db
    .select()
    .from(pushSubscriptions)
    .where(
      and(eq(pushSubscriptions.userId, member.userId), eq(pushSubscriptions.businessId, member.businessId)),
    )
    .orderBy(desc(pushSubscriptions.createdAt));
  return { items: rows.map((row) => ({ endpoint: row.endpoint, ...choicesOf(row) })) };
}

function choicesOf(row: typeof pushSubscriptions.$inferSelect): PushSubscriptionAnswer {
  return {
    kinds: row.kinds as PushSubscriptionAnswer['kinds'],
    quiet_hours: row.quietStart && row.quietEnd ? { start: row.quietStart, end: row.quietEnd } : null,
    created_at: row.createdAt.toISOString(),
    last_success_at: row.lastSuccessAt?.toISOString() ?? null,
  };
}

export async function deletePushSubscription({ db, member, endpoint }: Device): Promise<void> {
  const gone = await db
    .delete(pushSubscriptions)
    .where(ownRow(member, endpoint))
    .returning({ id: pushSubscriptions.id });
  if (gone.length === 0) throw notFound('device');
}
