import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, type Route, stubFetch } from '../../../test/fetch';
import { bodyOf, renderPage } from '../../../test/render-back-office-page';
import { NotificationsPage } from './notifications-page';

const PATH = '/intern/settings/notifications';
const THIS = 'https://fcm.googleapis.com/fcm/send/this-device';
const KEYS = { p256dh: `B${'a'.repeat(86)}`, auth: 'b'.repeat(22) };
const PUBLIC_KEY = Buffer.from(new Uint8Array(65).fill(4)).toString('base64url');

const replaced = new Set<string>();

/** Gives `navigator` these properties for one test (jsdom's own are getters on its prototype). */
function setNavigator(properties: Record<string, unknown>) {
  for (const [name, value] of Object.entries(properties)) {
    Object.defineProperty(navigator, name, { configurable: true, value });
    replaced.add(name);
  }
}

/** A browser with the app's worker running and a push service that answers, or refuses. */
function pushCapableBrowser({ pushServiceAnswers = true } = {}) {
  let current: PushSubscription | null = null;
  const made = {
    endpoint: THIS,
    options: { applicationServerKey: null },
    toJSON: () => ({ endpoint: THIS, keys: KEYS }),
    unsubscribe: vi.fn(async () => {
      current = null;
      return true;
    }),
  } as unknown as PushSubscription;
  const subscribe = vi.fn(async () => {
    if (!pushServiceAnswers) throw new DOMException('Registration failed - push service error', 'AbortError');
    current = made;
    return made;
  });
  const registration = { active: {}, pushManager: { getSubscription: async () => current, subscribe } };
  setNavigator({
    userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/140.0',
    languages: ['en-GB'],
    serviceWorker: { getRegistration: async () => registration, ready: Promise.resolve(registration) },
  });
  vi.stubGlobal('PushManager', class {});
  const requestPermission = vi.fn(async () => 'granted');
  vi.stubGlobal('Notification', { permission: 'default', requestPermission });
  return { subscribe, made, requestPermission };
}

type Device = { endpoint: string; kinds: string[]; quiet_hours: null | { start: string; end: string } };

/** The server's side: the devices it knows of this person. */
function pushApi(devices: Device[]): Route {
  const answer = (device: Device) => ({
    ...device,
    created_at: '2030-03-01T09:00:00Z',
    last_success_at: null,
  });
  return ({ url, init }) => {
    if (url === '/api/push/public-key') return json(200, { public_key: PUBLIC_KEY });
    if (url === '/api/push/devices') return json(200, { items: devices.map(answer) });
    if (url.startsWith('/api/push/subscriptions')) {
      const body = init.body ? (bodyOf(init) as Device) : null;
      if (init.method === 'PUT' && body) {
        devices.splice(0, devices.length, ...devices.filter((d) => d.endpoint !== body.endpoint), body);
        return new Response(null, { status: 204 });
      }
      if (init.method === 'DELETE' && body) {
        devices.splice(0, devices.length, ...devices.filter((d) => d.endpoint !== body.endpoint));
        return new Response(null, { status: 204 });
      }
      const endpoint = new URL(url, 'http://x').searchParams.get('endpoint');
      const found = devices.find((d) => d.endpoint === endpoint);
      return found
        ? json(200, answer(found))
        : json(404, { message: 'No device', code: 'NOT_FOUND', details: {} });
    }
    return undefined;
  };
}

const sent = (calls: { url: string; init: RequestInit }[], method: string) =>
  calls.filter((call) => call.url.startsWith('/api/push/subscriptions') && call.init.method === method);

afterEach(() => {
  vi.unstubAllGlobals();
  for (const name of replaced) Reflect.deleteProperty(navigator, name);
  replaced.clear();
});

describe('Settings → Notifications', { timeout: 20_000 }, () => {
  it('turns this device on with every kind, saves the kinds chosen, and turns it off again', async () => {
    const browser = pushCapableBrowser();
    const { calls } = stubFetch(pushApi([]));
    renderPage(NotificationsPage, { path: PATH, role: 'florist' });

    await userEvent.click(await screen.findByRole('button', { name: 'Turn on notifications' }));
    expect(await screen.findByText(/This device gets notifications from Petal/)).toBeInTheDocument();
    expect(browser.requestPermission).toHaveBeenCalled();
    expect(browser.subscribe).toHaveBeenCalledWith(expect.objectContaining({ userVisibleOnly: true }));
    expect(bodyOf(sent(calls, 'PUT')[0]?.init ?? {})).toEqual({
      endpoint: THIS,
      keys: KEYS,
      kinds: ['new_web_order', 'due_not_ready', 'not_home', 'card_failed'],
      quiet_hours: null,
    });

    await userEvent.click(screen.getByRole('checkbox', { name: /Card payment failed/ }));
    await userEvent.click(screen.getByRole('switch', { name: /Quiet hours/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Save choices' }));
    expect(await screen.findByText('Saved.')).toBeInTheDocument();
    expect(bodyOf(sent(calls, 'PUT')[1]?.init ?? {})).toMatchObject({
      kinds: ['new_web_order', 'due_not_ready', 'not_home'],
      quiet_hours: { start: '20:00', end: '07:00' },
    });

    await userEvent.click(screen.getByRole('button', { name: 'Turn off on this device' }));
    expect(await screen.findByRole('button', { name: 'Turn on notifications' })).toBeInTheDocument();
    expect(bodyOf(sent(calls, 'DELETE')[0]?.init ?? {})).toEqual({ endpoint: THIS });
    expect(browser.made.unsubscribe).toHaveBeenCalled();
  });

  it('says so when the browser reaches no push service, and sends the server nothing', async () => {
    pushCapableBrowser({ pushServiceAnswers: false });
    const { calls } = stubFetch(pushApi([]));
    renderPage(NotificationsPage, { path: PATH });
    await userEvent.click(await screen.findByRole('button', { name: 'Turn on notifications' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('could not reach its push service');
    expect(sent(calls, 'PUT')).toEqual([]);
  });

  it('lists the person’s other devices and removes one', async () => {
    pushCapableBrowser();
    const phone = 'https://web.push.apple.com/phone';
    const { calls } = stubFetch(pushApi([{ endpoint: phone, kinds: ['not_home'], quiet_hours: null }]));
    renderPage(NotificationsPage, { path: PATH });
    const row = (await screen.findByText('Safari')).closest('li') as HTMLElement;
    expect(row).toHaveTextContent('Delivery: not home');
    expect(row).toHaveTextContent('Not notified yet');
    await userEvent.click(within(row).getByRole('button', { name: /Remove/ }));
    expect(await screen.findByText('No other device of yours gets notifications.')).toBeInTheDocument();
    expect(bodyOf(sent(calls, 'DELETE')[0]?.init ?? {})).toEqual({ endpoint: phone });
  });

  it('tells an iPhone in Safari to add Petal to the Home Screen first', async () => {
    setNavigator({
      userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) Safari/604.1',
      languages: ['en'],
    });
    stubFetch(pushApi([]));
    renderPage(NotificationsPage, { path: PATH });
    expect(await screen.findByText('Add Petal to your Home Screen first')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Turn on notifications' })).toBeNull());
  });

  it('speaks German on a German device', async () => {
    pushCapableBrowser();
    setNavigator({ languages: ['de-DE', 'en'] });
    stubFetch(pushApi([]));
    renderPage(NotificationsPage, { path: PATH });
    expect(await screen.findByRole('button', { name: 'Benachrichtigungen einschalten' })).toBeInTheDocument();
  });
});
