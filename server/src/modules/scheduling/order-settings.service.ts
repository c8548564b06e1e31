import {
  defaultOrderFormSettings,
  type OrderFormSettings,
  type OrderFormSettingsInput,
} from '@contract/order-form';
import type { OrderTime, WeeklyWindows, WeeklyWindowsInput, WindowType } from '@contract/order-time';
import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { businesses, orderFormSettings, orderTimeWindows } from '../../db/schema';
import { AppError, notFound } from '../../lib/errors';
import { type AuditActor, diffFields, hasChanges, recordAudit } from '../audit';
import type { ScheduleRules } from './slot-engine.service';

const emptyWeek: WeeklyWindows = { windows: [], disabled_days: [] };

export async function getOrderTime(db: Tx, { businessId }: { businessId: string }): Promise<OrderTime> {
  const rows = await db.select().from(orderTimeWindows).where(eq(orderTimeWindows.businessId, businessId));
  const byType = new Map(rows.map((row) => [row.windowType, row]));
  return { delivery: toWeek(byType.get('delivery') ?? null), pickup: toWeek(byType.get('pickup') ?? null) };
}

/** One window type's stored week (null: never saved), normalised. */
export function toWeek(row: Pick<typeof orderTimeWindows.$inferSelect, 'windows' | 'disabledDays'> | null) {
  return normaliseWeek(row ? { windows: row.windows, disabled_days: row.disabledDays } : emptyWeek);
}

/** Replaces the weekly windows and closed days of one window type. */
export async function putWeeklyWindows(
  db: Db,
  {
    businessId,
    input,
    actor,
  }: {
    businessId: string;
    input: WeeklyWindowsInput & { disabled_days: string[] };
    actor: AuditActor;
  },
): Promise<WeeklyWindows> {
  const week = normaliseWeek({ windows: input.windows, disabled_days: input.disabled_days });
  const values = { windows: week.windows, disabledDays: week.disabled_days, updatedAt: new Date() };
  await db.transaction(async (tx) => {
    const [before] = await tx
      .select({ windows: orderTimeWindows.windows, disabledDays: orderTimeWindows.disabledDays })
      .from(orderTimeWindows)
      .where(
        and(eq(orderTimeWindows.businessId, businessId), eq(orderTimeWindows.windowType, input.window_type)),
      )
      .for('update');
    await tx
      .insert(orderTimeWindows)
      .values({ businessId, windowType: input.window_type, ...values })
      .onConflictDoUpdate({
        target: [orderTimeWindows.businessId, orderTimeWindows.windowType],
        set: values,
      });
    const changes = diffFields(
      { windows: before?.windows ?? [], disabled_days: before?.disabledDays ?? [] },
      { windows: week.windows, disabled_days: week.disabled_days },
    );
    if (hasChanges(changes)) {
      await recordAudit(tx, {
        businessId,
        actor,
        entityType: 'settings',
        entityId: `time_windows:${input.window_type}`,
        action: 'settings.time_windows',
        changes,
      });
    }
  });
  return week;
}

/** Sorted by weekday and start, capacity always present, closed days unique and in order. */
function normaliseWeek(week: {
  windows: WeeklyWindowsInput['windows'];
  disabled_days: string[];
}): WeeklyWindows {
  return {
    windows: week.windows
      .map((w) => ({ weekday: w.weekday, start: w.start, end: w.end, capacity: w.capacity ?? null }))
      .sort((a, b) => a.weekday - b.weekday || a.start.localeCompare(b.start)),
    disabled_days: [...new Set(week.disabled_days)].sort(),
  };
}

export async function getOrderFormSettings(
  db: Tx,
  { businessId }: { businessId: string },
): Promise<OrderFormSettings> {
  const [row] = await db.select().from(orderFormSettings).where(eq(orderFormSettings.businessId, businessId));
  return toOrderFormSettings(row ?? null);
}

/** A shop's order_form_settings row (null: never saved) as its settings; for reads that join it. */
export function toOrderFormSettings(row: typeof orderFormSettings.$inferSelect | null): OrderFormSettings {
  if (!row) return { ...defaultOrderFormSettings };
  return {
    delivery_enabled: row.deliveryEnabled,
    pickup_enabled: row.pickupEnabled,
    lead_time_minutes: row.leadTimeMinutes,
    same_day_cutoff: row.sameDayCutoff,
    days_ahead: row.daysAhead,
    require_recipient_phone: row.requireRecipientPhone,
    card_message_enabled: row.cardMessageEnabled,
    card_message_max_length: row.cardMessageMaxLength,
    allow_pay_in_shop: row.allowPayInShop,
    notify_order_received: row.notifyOrderReceived,
    notify_order_ready: row.notifyOrderReady,
    notify_order_done: row.notifyOrderDone,
    draft_hide_hours: row.draftHideHours,
    draft_delete_days: row.draftDeleteDays,
  };
}

/** Changes the given settings, keeping the others. */
export async function putOrderFormSettings(
  db: Db,
  { businessId, input, actor }: { businessId: string; input: OrderFormSettingsInput; actor: AuditActor },
): Promise<OrderFormSettings> {
  return db.transaction(async (tx) => {
    // Lock the shop's row so that two saves at once merge one after the other.
    await tx
      .select({ id: businesses.id })
      .from(businesses)
      .where(eq(businesses.id, businessId))
      .for('update');
    const before = await getOrderFormSettings(tx, { businessId });
    const next = { ...before, ...input };
    if (!next.delivery_enabled && !next.pickup_enabled) {
      const message = 'Offer delivery, pickup or both';
      throw new AppError('VALIDATION_ERROR', message, { pickup_enabled: message });
    }
    const values = {
      deliveryEnabled: next.delivery_enabled,
      pickupEnabled: next.pickup_enabled,
      leadTimeMinutes: next.lead_time_minutes,
      sameDayCutoff: next.same_day_cutoff,
      daysAhead: next.days_ahead,
      requireRecipientPhone: next.require_recipient_phone,
      cardMessageEnabled: next.card_message_enabled,
      cardMessageMaxLength: next.card_message_max_length,
      allowPayInShop: next.allow_pay_in_shop,
      notifyOrderReceived: next.notify_order_received,
      notifyOrderReady: next.notify_order_ready,
      notifyOrderDone: next.notify_order_done,
      draftHideHours: next.draft_hide_hours,
      draftDeleteDays: next.draft_delete_days,
      updatedAt: new Date(),
    };
    await tx
      .insert(orderFormSettings)
      .values({ businessId, ...values })
      .onConflictDoUpdate({ target: orderFormSettings.businessId, set: values });
    const changes = diffFields(before, next);
    if (hasChanges(changes)) {
      await recordAudit(tx, {
        businessId,
        actor,
        entityType: 'settings',
        entityId: 'order_form',
        action: 'settings.order_form',
        changes,
      });
    }
    return next;
  });
}

/** Everything the slot engine needs to know about one shop and window type. */
export async function getScheduleRules(
  db: Tx,
  { businessId, windowType }: { businessId: string; windowType: WindowType },
): Promise<ScheduleRules> {
  const [business] = await db
    .select({ timeZone: businesses.timeZone })
    .from(businesses)
    .where(eq(businesses.id, businessId));
  if (!business) throw notFound('business');
  // One after the other: inside a transaction there is only one connection to share.
  const settings = await getOrderFormSettings(db, { businessId });
  const time = await getOrderTime(db, { businessId });
  return toScheduleRules({ timeZone: business.timeZone, settings, week: time[windowType], windowType });
}

/** The slot engine's rules from what a read that joins the shop's settings found. */
export function toScheduleRules({
  timeZone,
  settings,
  week,
  windowType,
}: {
  timeZone: string;
  settings: OrderFormSettings;
  week: WeeklyWindows;
  windowType: WindowType;
}): ScheduleRules {
  const enabled = windowType === 'delivery' ? settings.delivery_enabled : settings.pickup_enabled;
  return {
    timeZone,
    leadTimeMinutes: settings.lead_time_minutes,
    sameDayCutoff: settings.same_day_cutoff,
    daysAhead: settings.days_ahead,
    // A window type the shop switched off offers nothing.
    windows: enabled ? week.windows.map((w) => ({ ...w, capacity: w.capacity ?? null })) : [],
    disabledDays: week.disabled_days,
  };
}
