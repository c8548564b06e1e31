import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import webpush from 'web-push';
import { decryptPushBody, verifyVapid } from './push-message-crypto';

/** A device's keys, as a browser makes them. */
function device() {
  const ecdh = crypto.createECDH('prime256v1');
  ecdh.generateKeys();
  return { ecdh, authSecret: crypto.randomBytes(16) };
}

function request(to: ReturnType<typeof device>, payload: string) {
  const vapid = webpush.generateVAPIDKeys();
  return webpush.generateRequestDetails(
    {
      endpoint: 'https://push.example/send/1',
      keys: {
        p256dh: to.ecdh.getPublicKey().toString('base64url'),
        auth: to.authSecret.toString('base64url'),
      },
    },
    payload,
    { vapidDetails: { subject: 'mailto:shop@example.com', ...vapid }, contentEncoding: 'aes128gcm' },
  );
}

describe('the push service stand-in’s checks', () => {
  it('decrypt a push with the device’s keys and read the signed claims', () => {
    const phone = device();
    const sent = request(phone, '{"hello":"shop"}');
    expect(decryptPushBody(sent.body as Buffer, phone).toString()).toBe('{"hello":"shop"}');
    expect(verifyVapid(sent.headers.Authorization).claims).toMatchObject({
      aud: 'https://push.example',
      sub: 'mailto:shop@example.com',
    });
  });

  it('refuse a forged signature, another device’s keys and a changed byte', () => {
    const phone = device();
    const sent = request(phone, 'secret');
    const header = String(sent.headers.Authorization);
    const otherKey = `k=${webpush.generateVAPIDKeys().publicKey}`;
    expect(() => verifyVapid(header.replace(/k=[\w-]+$/, otherKey))).toThrow('signature');
    expect(() => verifyVapid(undefined)).toThrow('no VAPID');
    expect(() => decryptPushBody(sent.body as Buffer, device())).toThrow();
    const changed = Buffer.from(sent.body as Buffer);
    const at = changed.length - 20;
    changed.writeUInt8(changed.readUInt8(at) ^ 1, at);
    expect(() => decryptPushBody(changed, phone)).toThrow();
  });
});
