import { afterAll, beforeAll, expect } from 'vitest';
import type { App } from '../lib/context';
import {
  type PushServiceStandIn,
  type StandInDevice,
  startPushServiceStandIn,
} from './push-service-stand-in';

/** A push service stand-in for the test file, started before its tests and closed after. */
export function setupPushService(): { service: PushServiceStandIn } {
  const handle = {} as { service: PushServiceStandIn };
  beforeAll(async () => {
    handle.service = await startPushServiceStandIn();
  });
  afterAll(() => handle.service?.close());
  return handle;
}

/** Subscribes the stand-in's device for `kinds` as the person of `headers`, as the back office does. */
export async function subscribeDevice(
  app: App,
  headers: Record<string, string>,
  device: StandInDevice,
  settings: Record<string, unknown> & { kinds: string[] },
) {
  const answer = await app.inject({
    method: 'PUT',
    url: '/api/push/subscriptions',
    headers,
    payload: { endpoint: device.endpoint, keys: device.keys, quiet_hours: null, ...settings },
  });
  expect(answer.statusCode, answer.body).toBe(204);
}
