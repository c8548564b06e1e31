import type { ReminderRecipient } from '@contract/reminders';

/*
 * A reminder mail's link starts a new order for the same person (docs/decisions/065). The
 * storefront asks the server whom the token's order went to and keeps the answer in this tab's
 * session storage for the shop; the order page then starts its form with it. Session storage: it
 * dies with the tab and is never sent anywhere, like the cart that lives in the browser
 * (docs/decisions/045). Nothing here trusts the stored value beyond filling blank fields.
 */

const key = (shopUrl: string) => `petal.reminder.${shopUrl}`;
/** A remembered recipient older than this is forgotten: the visit it belonged to is over. */
const KEEP_MS = 2 * 60 * 60_000;

export function rememberRecipient(shopUrl: string, recipient: ReminderRecipient) {
  try {
    sessionStorage.setItem(key(shopUrl), JSON.stringify({ at: Date.now(), recipient }));
  } catch {
    // Storage refused (private mode, full): the order page simply starts blank.
  }
}

const text = (value: unknown) => (typeof value === 'string' ? value : null);

/** The recipient the storefront kept for this shop, if any and fresh; read defensively. */
export function rememberedRecipient(shopUrl: string): ReminderRecipient | null {
  try {
    const raw = sessionStorage.getItem(key(shopUrl));
    if (!raw) return null;
    const saved = JSON.parse(raw) as { at?: unknown; recipient?: Record<string, unknown> };
    const r = saved.recipient;
    if (typeof saved.at !== 'number' || Date.now() - saved.at > KEEP_MS || !r) return null;
    return {
      occasion: r.occasion as ReminderRecipient['occasion'],
      method: r.method === 'pickup' ? 'pickup' : 'delivery',
      recipient_name: text(r.recipient_name),
      recipient_phone: text(r.recipient_phone),
      delivery_address: text(r.delivery_address),
      delivery_unit: text(r.delivery_unit),
      delivery_city: text(r.delivery_city),
      delivery_zipcode: text(r.delivery_zipcode),
    };
  } catch {
    return null;
  }
}

export function forgetRecipient(shopUrl: string) {
  try {
    sessionStorage.removeItem(key(shopUrl));
  } catch {
    // Nothing to forget.
  }
}

/** The token a reminder mail's link carries in `?reminder=`, when well-formed. */
export function reminderTokenIn(search: string): string | null {
  const token = new URLSearchParams(search).get('reminder');
  return token && /^[A-Za-z0-9_-]{43}$/.test(token) ? token : null;
}
