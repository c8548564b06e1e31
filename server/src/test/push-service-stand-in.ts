import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { type DeviceKeys, decryptPushBody, type VapidClaims, verifyVapid } from './push-message-crypto';

/** A push as the stand-in took it: already checked and decrypted. */
export type ReceivedPush = {
  device: string;
  payload: unknown;
  claims: VapidClaims;
  vapidKey: string;
  ttl: string;
};

/** A device of a test, subscribed at the stand-in: what a browser would send to the server. */
export type StandInDevice = DeviceKeys & {
  name: string;
  endpoint: string;
  keys: { p256dh: string; auth: string };
};

const DAY_SECONDS = 24 * 60 * 60;

/*
 * A local HTTP server acting as the push service (FCM, Mozilla's, Apple's) for the pushes Petal
 * sends. It refuses a request whose VAPID signature does not check out (401) or whose body does not
 * decrypt with the device's keys (400), as a real one would, and keeps what it accepted for the
 * test to read. A device can be made to answer 410 Gone (an expired subscription) or a failure.
 */
export async function startPushServiceStandIn() {
  const devices = new Map<string, StandInDevice>();
  /** Devices the stand-in answers with a status of the test's choosing (410: expired). */
  const forced = new Map<string, number>();
  const received: ReceivedPush[] = [];
  const refused: string[] = [];

  const server = http.createServer(async (request, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const name = decodeURIComponent(/^\/push\/([^/?]+)$/.exec(request.url ?? '')?.[1] ?? '');
    const device = devices.get(name);
    const answer = (status: number, why = '') => {
      if (status >= 400) refused.push(`${status} ${name}: ${why}`);
      response.writeHead(status, { 'content-type': 'text/plain' }).end(why);
    };
    if (request.method !== 'POST' || !device) return answer(404, 'no such subscription');
    const status = forced.get(name);
    if (status) return answer(status, 'answered as the test asked');
    try {
      const { claims, publicKey } = verifyVapid(request.headers.authorization);
      const now = Math.floor(Date.now() / 1000);
      if (claims.aud !== origin) throw new Error(`aud is ${claims.aud}, not ${origin}`);
      if (!(claims.exp > now && claims.exp <= now + DAY_SECONDS)) throw new Error('exp not within 24 hours');
      if (!/^(mailto:|https:)/.test(claims.sub)) throw new Error('sub is neither mailto: nor https:');
      if (request.headers['content-encoding'] !== 'aes128gcm') throw new Error('not aes128gcm');
      if (request.headers.ttl === undefined) throw new Error('no TTL');
      const payload = JSON.parse(decryptPushBody(Buffer.concat(chunks), device).toString('utf8'));
      received.push({ device: name, payload, claims, vapidKey: publicKey, ttl: String(request.headers.ttl) });
      return answer(201);
    } catch (error) {
      return answer(/VAPID|signature|aud|exp|sub/.test(String(error)) ? 401 : 400, String(error));
    }
  });
  server.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    origin,
    received,
    /** What the stand-in refused, and why: a test that expected a push shows this. */
    refused,
    /** A new device at the stand-in, with the keys a browser would make. */
    device(name: string = crypto.randomUUID()): StandInDevice {
      const ecdh = crypto.createECDH('prime256v1');
      ecdh.generateKeys();
      const authSecret = crypto.randomBytes(16);
      const device = {
        name,
        endpoint: `${origin}/push/${encodeURIComponent(name)}`,
        ecdh,
        authSecret,
        keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: authSecret.toString('base64url') },
      };
      devices.set(name, device);
      return device;
    },
    /** From now on this device answers `status` (410 Gone: the subscription expired); null: as usual. */
    answerFor(name: string, status: number | null) {
      if (status === null) forced.delete(name);
      else forced.set(name, status);
    },
    pushesTo(name: string) {
      return received.filter((push) => push.device === name);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type PushServiceStandIn = Awaited<ReturnType<typeof startPushServiceStandIn>>;
