/*
 * The back office's notifications (docs/decisions/063). The service worker that vite-plugin-pwa
 * writes loads this file (workbox `importScripts`, vite.config.ts): it shows what the server pushes
 * (server/src/modules/push/push-message.ts) and opens the order when the notification is tapped.
 * A plain script, as importScripts needs one; it touches neither the worker's caches nor its updates.
 */

/** Short texts in the languages the shop's people read; the device's language picks one. */
const pushTexts = {
  en: {
    new_web_order: 'New web order',
    due_not_ready: 'Due within the hour, not ready',
    not_home: 'Delivery: not home',
    card_failed: 'Card payment failed',
    order: 'Order',
    due: 'Due',
    open: 'Open the order for details',
  },
  de: {
    new_web_order: 'Neue Online-Bestellung',
    due_not_ready: 'In der nächsten Stunde fällig, nicht fertig',
    not_home: 'Lieferung: niemand zu Hause',
    card_failed: 'Kartenzahlung fehlgeschlagen',
    order: 'Bestellung',
    due: 'Fällig',
    open: 'Öffnen Sie die Bestellung für die Details',
  },
};

/** The device's first language we have texts for ("de-AT" reads as "de"), else English. */
function deviceLanguage(languages) {
  for (const tag of languages) {
    const base = String(tag).toLowerCase().split('-')[0];
    if (base in pushTexts) return base;
  }
  return 'en';
}

/** Only a back-office page of this app opens from a notification, whatever a payload says. */
function backOfficePath(url) {
  return typeof url === 'string' && /^\/intern\/[A-Za-z0-9/_-]*$/.test(url) ? url : '/intern/orders';
}

/**
 * What the notification shows for a push: the kind and the order's number as its title, when it is
 * due as its body, in `language`. The server's own English words are the fallback for a kind this
 * worker does not know yet (a newer server than the app on the device).
 */
function pushNotification(message, language) {
  const texts = pushTexts[language] ?? pushTexts.en;
  const order = message.order ?? {};
  const what = texts[message.kind];
  const title = what && order.number ? `${what} #${order.number}` : (message.title ?? texts.order);
  const due = [dueDay(order.due_date, language), order.due_slot].filter(Boolean).join(', ');
  return {
    title,
    options: {
      body: what ? (due ? `${texts.due} ${due}` : texts.open) : (message.body ?? texts.open),
      // One notification per order and kind: the same push again replaces it.
      tag: message.tag ?? `order-${order.id}-${message.kind}`,
      lang: language,
      icon: '/icon-192.png',
      data: { url: backOfficePath(message.url), kind: message.kind, order_id: order.id },
    },
  };
}

/** "Tue 1 Dec" / "Di., 1. Dez." for an order's date ('YYYY-MM-DD'); null without one. */
function dueDay(date, language) {
  if (typeof date !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(date)) return null;
  return new Intl.DateTimeFormat(language === 'de' ? 'de-DE' : 'en-GB', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  }).format(new Date(`${date}T00:00:00Z`));
}

/**
 * Opens `path` in a back-office window: the one already open is brought forward and shows the
 * order, else a new window opens at it.
 */
async function openInBackOffice(path) {
  const target = new URL(backOfficePath(path), self.location.origin).href;
  const windows = await self.clients.matchAll({ type: 'window' });
  const open = windows.find((client) => new URL(client.url).pathname.startsWith('/intern'));
  if (open) {
    // Brought forward while the tap still allows it; a window the system keeps behind still shows the order.
    await open.focus().catch(() => undefined);
    const shown = await open.navigate(target).catch(() => null);
    if (shown) return;
  }
  await self.clients.openWindow(target);
}

self.addEventListener('push', (event) => {
  let message = {};
  try {
    message = event.data?.json() ?? {};
  } catch {
    // Not ours to read: a plain notification still says something needs a look.
  }
  const { title, options } = pushNotification(message, deviceLanguage(self.navigator.languages ?? []));
  event.waitUntil(self.registration.showNotification(title, options));
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  event.waitUntil(openInBackOffice(event.notification.data?.url));
});
