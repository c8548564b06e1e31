import type { AuditEvent } from '@contract/audit';
import { PAYMENT_METHOD_LABELS } from '../../lib/payment-methods';
import { formatShopMoment } from '../../lib/shop-format';

/**
 * One changed field, ready to show: "Price: 30.00 → 45.00", or just "Sender name changed". A photo
 * reads "Bouquet photo added" and carries its address in `photo`, for a link.
 */
export type ChangeLine = { field: string; text: string; photo?: string };

const titles: Record<string, string> = {
  'order.created': 'Created the order',
  'order.submitted': 'Completed the order details',
  'order.details': 'Changed the order details',
  'order.status': 'Changed the status',
  'order.note': 'Changed the note',
  'order.assigned': 'Changed who makes it',
  'order.price': 'Changed the price',
  'order.lines': 'Changed the lines',
  'order.paid': 'Marked it paid',
  'order.payment_failed': 'Card payment failed',
  'order.refunded': 'Refunded the payment',
  'order.deleted': 'Deleted the order',
  'order.removed': 'Removed an unfinished storefront order',
  'order.counter': 'Took the order in the shop',
  'order.unpaid': 'Undid the payment',
  'order.refund': 'Gave money back',
  'order.refund_failed': 'A card refund failed; the money came back',
  'order.receipt_mailed': 'E-mailed the receipt',
  'order.photo_reference': 'Added a reference photo',
  'order.photo_polaroid': 'Added the bouquet photo',
  'order.discount_code_applied': 'Applied a discount code',
  'order.discount_code_removed': 'Removed the discount code',
  'gift_card.adjusted': 'Adjusted a gift card',
  'business.card_account_opened': 'Opened the card-payment account',
  'business.card_account_replaced': 'Started the card-payment account over',
  'gift_card.redeemed': 'Paid with a gift card',
  'gift_card.released': 'Gave a gift card its payment back',
  'order.flowers_used': 'Used flowers from stock',
  'order.flowers_returned': 'Put flowers back in stock',
  'order.out_for_delivery': 'Sent it out for delivery',
  'order.delivered': 'Delivered it',
  'order.delivery_attempted': 'Nobody was home',
  'order.back_in_shop': 'Brought it back to the shop',
  'product.created': 'Added a product',
  'product.updated': 'Changed a product',
  'product.deleted': 'Removed a product',
  'product.photos_added': 'Added product photos',
  'product.photo_removed': 'Removed a product photo',
  'product.primary_photo': 'Chose a product’s main photo',
  'category.created': 'Added a category',
  'category.updated': 'Changed a category',
  'category.deleted': 'Removed a category',
  'stock.purchase': 'Bought flowers',
  'stock.expiry': 'Threw flowers away',
  'stock.count': 'Counted stock',
  'stock.sale': 'Sold flowers',
  'flower.updated': 'Changed a flower',
  'settings.order_form': 'Changed the order form',
  'settings.time_windows': 'Changed the time slots',
  'settings.location_created': 'Added a location',
  'settings.location_updated': 'Changed a location',
  'settings.location_deleted': 'Removed a location',
  'settings.zipcode_created': 'Added a zip code',
  'settings.zipcode_updated': 'Changed a zip code',
  'settings.zipcode_deleted': 'Removed a zip code',
  'business.updated': 'Changed the business details',
  'business.logo': 'Changed the logo',
  'business.logo_removed': 'Removed the logo',
  'staff.invited': 'Invited someone to the team',
  'staff.invite_renewed': 'Sent a new invitation',
  'staff.joined': 'Joined the team',
  'staff.invite_declined': 'An invitation was declined',
  'staff.activated': 'Activated a team member',
  'staff.deactivated': 'Deactivated a team member',
  'customer.erased': 'Erased a customer’s personal data',
};

/** "order.photo_reference" → "Order photo reference", for actions added after this list. */
const fallbackTitle = (action: string) => {
  const words = action.replace(/[._]/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
};

export const eventTitle = (event: Pick<AuditEvent, 'action'>) =>
  titles[event.action] ?? fallbackTitle(event.action);

const fieldLabel = (field: string) => {
  const words = field.replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/** Values as people read them; lists and objects (time windows) are summed up, not dumped. */
function show(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  // A list of codes (the rules set aside for an order) reads as words; other lists are counted.
  if (
    Array.isArray(value) &&
    value.length > 0 &&
    value.every((v) => typeof v === 'string' && /^[a-z_]+$/.test(v))
  ) {
    return value.map((v) => v.replace(/_/g, ' ')).join(', ');
  }
  if (Array.isArray(value)) return value.length === 1 ? '1 item' : `${value.length} items`;
  if (typeof value === 'object') return 'changed';
  const text = String(value);
  // A stored file in a field not named above still never shows its address.
  if (text.startsWith('/uploads/')) return 'a file';
  // Statuses and methods arrive as codes: "bank_transfer" reads "bank transfer".
  return /^[a-z_]+$/.test(text) ? text.replace(/_/g, ' ') : text;
}

const isEmpty = (value: unknown) => value === null || value === undefined || value === '';

/** Ids mean nothing to people; the title says what happened to them. */
const hidden = new Set(['assigned_to', 'location_id', 'category_id', 'photo_id', 'primary_photo_id']);

/*
 * Fields whose values are a stored file's address: one long word of letters and digits that means
 * nothing to people and, on a phone, pushed the order page sideways.
 */
const photoFields: Record<string, string> = {
  polaroid_photo: 'Bouquet photo',
  photo_reference: 'Reference photo',
  logo_url: 'Logo',
};

function photoLine(field: string, label: string, change: { from?: unknown; to?: unknown }): ChangeLine {
  const to = typeof change.to === 'string' && change.to !== '' ? change.to : null;
  if (!to) return { field, text: `${label} removed` };
  return { field, text: isEmpty(change.from) ? `${label} added` : `${label} replaced`, photo: to };
}

export function changeLines(event: Pick<AuditEvent, 'changes'>): ChangeLine[] {
  const lines: ChangeLine[] = [];
  for (const [field, raw] of Object.entries(event.changes)) {
    if (hidden.has(field)) continue;
    const change = (raw ?? {}) as { from?: unknown; to?: unknown };
    const photoLabel = photoFields[field];
    if (photoLabel) {
      lines.push(photoLine(field, photoLabel, change));
      continue;
    }
    const label = fieldLabel(field);
    const text = describeChange(label, namedValues(field, change));
    if (text) lines.push({ field, text });
  }
  return lines;
}

/** Codes that have a name people know: a payment method reads as the order and the ledger call it. */
const valueNames: Record<string, Record<string, string>> = { payment_method: PAYMENT_METHOD_LABELS };

function namedValues(field: string, change: { from?: unknown; to?: unknown }) {
  const names = valueNames[field];
  if (!names) return change;
  const name = (value: unknown) => (typeof value === 'string' ? (names[value] ?? value) : value);
  return {
    ...('from' in change && { from: name(change.from) }),
    ...('to' in change && { to: name(change.to) }),
  };
}

/** A first value reads "Time slot: 09:00-12:00"; a value that stayed empty says nothing. */
function describeChange(label: string, change: { from?: unknown; to?: unknown }): string | null {
  if (!('from' in change) && !('to' in change)) return `${label} changed`;
  const before = isEmpty(change.from) ? null : change.from;
  const after = isEmpty(change.to) ? null : change.to;
  if (before === null && after === null) return null;
  if (before === null) return `${label}: ${show(after)}`;
  if (!('to' in change)) return `${label} was ${show(before)}`;
  return `${label}: ${show(before)} → ${show(after)}`;
}

export const ENTITY_LABELS: Record<string, string> = {
  order: 'Orders',
  product: 'Products',
  category: 'Categories',
  product_option: 'Add-ons',
  flower: 'Stock',
  settings: 'Settings',
  staff: 'Team',
  business: 'Business',
  customer: 'Customers',
};

/** A point in time in the shop's own zone (the shop's day, whoever looks). */
export const formatInZone = (iso: string, timeZone: string | undefined): string =>
  formatShopMoment(iso, timeZone);
