import { type SQL, sql } from 'drizzle-orm';
import { orderFormSettings, orders } from '../../db/schema';

/**
 * Storefront drafts are carts: a customer picked a bouquet and may never complete the order. They
 * show in the All list for the shop's `draft_hide_hours`, then leave it, and are removed after
 * `draft_delete_days` (docs/decisions/027). A shop without settings uses the defaults (24 h, 7 days).
 */
const hideCutoff = (businessId: SQL | SQL.Aliased | unknown) =>
  sql`now() - make_interval(hours => coalesce((select ${orderFormSettings.draftHideHours} from ${orderFormSettings} where ${orderFormSettings.businessId} = ${businessId}), 24))`;

export const isStorefrontDraft = sql`${orders.orderStatus} = 'draft' and ${orders.origin} = 'storefront'`;

/** True for a storefront draft of the shop old enough to leave the lists. */
export const hiddenDraft = (businessId: unknown) =>
  sql`(${isStorefrontDraft} and ${orders.createdAt} < ${hideCutoff(businessId)})`;

/**
 * How many of the shop's drafts are hidden, to take from the counters: at most the carts of the last
 * `draft_delete_days`, read from their own small index, however many orders the shop has.
 */
export const hiddenDraftCount = (businessId: unknown) =>
  sql<number>`(select count(*)::int from ${orders} where ${orders.businessId} = ${businessId} and ${orders.deletedAt} is null and ${hiddenDraft(businessId)})`;
