import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { multipart } from '../../../test/multipart';
import { deliveryDetails, draftOrder, openShop } from '../../../test/shop-setup';
import { setupTestApp } from '../../../test/test-app';

const t = setupTestApp();

/**
 * Sends the head of a form with a 9 MB file part and keeps the rest back: the answer must come while
 * the server has read only the head. Resolves with the status and body, or fails after 5 s.
 */
async function answerBeforeTheFile(uuid: string) {
  if (!t.app.server.listening) await t.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = t.app.server.address() as AddressInfo;
  const boundary = 'petal-guard';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="sender_name"\r\n\r\nAda\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="photo"; filename="big.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const fileBytes = 9 * 1024 * 1024;
  const request = http.request({
    host: '127.0.0.1',
    port,
    method: 'POST',
    path: `/api/orders/${uuid}`,
    headers: {
      'content-type': `multipart/form-data; boundary=${boundary}`,
      'content-length': String(head.length + fileBytes + tail.length),
    },
  });
  request.on('error', () => {});
  request.write(head);
  request.write(crypto.randomBytes(64 * 1024));
  try {
    return await new Promise<{ status: number; body: { code: string } }>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error('no answer while the file was still on its way')),
        5000,
      );
      request.on('response', (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          clearTimeout(timer);
          resolve({ status: response.statusCode ?? 0, body: JSON.parse(Buffer.concat(chunks).toString()) });
        });
      });
    });
  } finally {
    request.destroy();
  }
}

describe('the customer’s form', () => {
  it('for an unknown order is refused 404 before its 9 MB file is read', async () => {
    const answer = await answerBeforeTheFile(crypto.randomUUID());
    expect(answer).toMatchObject({ status: 404, body: { code: 'NOT_FOUND' } });
  });

  it('for an order that can no longer be changed is refused 409 before its file is read', async () => {
    const shop = await openShop(t.app);
    const order = await draftOrder(t.app, shop.headers);
    const submit = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${order.uuid}`,
      payload: deliveryDetails(),
    });
    expect(submit.statusCode).toBe(200);
    const ready = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${order.uuid}/status`,
      headers: shop.headers,
      payload: { status: 'ready' },
    });
    expect(ready.statusCode).toBe(200);
    expect(await answerBeforeTheFile(order.uuid)).toMatchObject({ status: 409, body: { code: 'CONFLICT' } });
  });

  it('takes no file: a file part is refused 413 and nothing is changed', async () => {
    const shop = await openShop(t.app);
    const order = await draftOrder(t.app, shop.headers);
    const fields = Object.fromEntries(Object.entries(deliveryDetails()).map(([k, v]) => [k, String(v)]));
    const withFile = multipart({
      ...fields,
      photo: { filename: 'x.jpg', type: 'image/jpeg', data: crypto.randomBytes(512 * 1024) },
    });
    const refused = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${order.uuid}`,
      headers: withFile.headers,
      payload: withFile.payload,
    });
    expect(refused.statusCode).toBe(413);
    expect(refused.json().code).toBe('PAYLOAD_TOO_LARGE');
    const still = await t.app.inject({ method: 'GET', url: `/api/orders/${order.uuid}` });
    expect(still.json()).toMatchObject({ order_status: 'draft', sender_name: null });

    // The same form without the file goes through.
    const form = multipart(fields);
    const accepted = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${order.uuid}`,
      headers: form.headers,
      payload: form.payload,
    });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toMatchObject({ order_status: 'pending', sender_name: 'Ada Lovelace' });
  });
});

describe('the server', () => {
  it('closes requests that take too long or fall silent', () => {
    expect(t.app.server.requestTimeout).toBe(120_000);
    expect(t.app.server.timeout).toBe(60_000);
  });
});
