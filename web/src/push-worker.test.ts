import { readFileSync } from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';
import { describe, expect, it } from 'vitest';

/*
 * The back office's notifications script (web/public/push-worker.js), run as the service worker
 * runs it: a classic script in a scope of its own, its listeners caught here. The browser test
 * (e2e/push-notifications.spec.ts) shows it in Chromium; this one reads every text it writes.
 */
type Listener = (event: object) => void;

function loadWorker(languages: string[]) {
  const listeners: Record<string, Listener> = {};
  const shown: { title: string; options: Record<string, unknown> }[] = [];
  const opened: string[] = [];
  const navigated: string[] = [];
  const windows: { url: string }[] = [];
  const self = {
    location: { origin: 'https://shop.example' },
    navigator: { languages },
    addEventListener: (type: string, listener: Listener) => {
      listeners[type] = listener;
    },
    registration: {
      showNotification: async (title: string, options: Record<string, unknown>) => {
        shown.push({ title, options });
      },
    },
    clients: {
      matchAll: async () =>
        windows.map((client) => ({
          url: client.url,
          focus: async () => {
            throw new Error('not allowed');
          },
          navigate: async (url: string) => {
            navigated.push(url);
            return client;
          },
        })),
      openWindow: async (url: string) => {
        opened.push(url);
      },
    },
  };
  const source = readFileSync(path.join(process.cwd(), 'web/public/push-worker.js'), 'utf8');
  vm.runInNewContext(source, { self, URL, Intl, Date, String });
  const waits: Promise<unknown>[] = [];
  const dispatch = async (type: string, event: object) => {
    listeners[type]?.({ ...event, waitUntil: (promise: Promise<unknown>) => waits.push(promise) });
    await Promise.all(waits);
  };
  const push = (payload: unknown) =>
    dispatch('push', { data: { json: () => (typeof payload === 'string' ? JSON.parse(payload) : payload) } });
  return { push, dispatch, shown, opened, navigated, windows };
}

const order = {
  id: '6f1c2b5e-0000-4000-8000-000000000001',
  number: 42,
  due_date: '2026-12-01',
  due_slot: '13:00-17:00',
};
const payload = (kind: string) => ({
  kind,
  title: `Something #42`,
  body: 'Due 2026-12-01, 13:00-17:00',
  tag: `order-${order.id}-${kind}`,
  url: `/intern/orders/${order.id}`,
  order,
});

describe('the notifications script', () => {
  it('writes each kind in English for an English device, with the order and when it is due', async () => {
    const worker = loadWorker(['en-US']);
    for (const kind of ['new_web_order', 'due_not_ready', 'not_home', 'card_failed'])
      await worker.push(payload(kind));
    expect(worker.shown.map((one) => one.title)).toEqual([
      'New web order #42',
      'Due within the hour, not ready #42',
      'Delivery: not home #42',
      'Card payment failed #42',
    ]);
    expect(worker.shown[0]?.options).toMatchObject({
      body: 'Due Tue 1 Dec, 13:00-17:00',
      tag: `order-${order.id}-new_web_order`,
      lang: 'en',
      data: { url: `/intern/orders/${order.id}`, kind: 'new_web_order', order_id: order.id },
    });
  });

  it('writes German for a device that asks for it first, and English for one that asks for neither', async () => {
    const german = loadWorker(['fr-FR', 'de-AT', 'en']);
    await german.push(payload('not_home'));
    expect(german.shown[0]).toMatchObject({
      title: 'Lieferung: niemand zu Hause #42',
      options: { body: 'Fällig Di., 1. Dez., 13:00-17:00', lang: 'de' },
    });
    const neither = loadWorker(['fr-FR']);
    await neither.push({ ...payload('card_failed'), order: { ...order, due_date: null, due_slot: null } });
    expect(neither.shown[0]).toMatchObject({
      title: 'Card payment failed #42',
      options: { body: 'Open the order for details' },
    });
  });

  it('shows the server’s words for a kind it does not know, and something for a push it cannot read', async () => {
    const worker = loadWorker(['de']);
    await worker.push({ ...payload('later_kind'), title: 'Later kind #42', body: 'Due soon' });
    await worker.push('not json');
    expect(worker.shown.map(({ title, options }) => [title, options.body])).toEqual([
      ['Later kind #42', 'Due soon'],
      ['Bestellung', 'Öffnen Sie die Bestellung für die Details'],
    ]);
  });

  it('opens the order in the open back-office window, else in a new one, and no other address', async () => {
    const worker = loadWorker(['en']);
    const close = () => {};
    const tap = (url: unknown) =>
      worker.dispatch('notificationclick', { notification: { close, data: { url } } });

    await tap(`/intern/orders/${order.id}`);
    expect(worker.opened).toEqual([`https://shop.example/intern/orders/${order.id}`]);

    worker.windows.push(
      { url: 'https://shop.example/acme/store' },
      { url: 'https://shop.example/intern/calendar' },
    );
    await tap(`/intern/orders/${order.id}`);
    expect(worker.navigated).toEqual([`https://shop.example/intern/orders/${order.id}`]);

    await tap('https://elsewhere.example/phish');
    expect(worker.navigated.at(-1)).toBe('https://shop.example/intern/orders');
  });
});
