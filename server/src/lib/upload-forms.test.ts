import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { jpegOf } from '../test/product-setup';
import { draftOrder, openShop } from '../test/shop-setup';
import { setupTestApp, testConfig } from '../test/test-app';

const t = setupTestApp();

const spoolFiles = () => {
  const folder = path.join(t.config.dataDir, 'tmp', 'uploads');
  return fs.existsSync(folder) ? fs.readdirSync(folder).map((name) => path.join(folder, name)) : [];
};

async function waitFor<T>(probe: () => T | undefined, ms = 5000): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const found = probe();
    if (found !== undefined) return found;
    if (Date.now() > until) throw new Error('waited in vain');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

describe('a file in a form', () => {
  it('goes to a temporary file on disk as it arrives, removed once the answer is sent', async () => {
    const shop = await openShop(t.app);
    const order = await draftOrder(t.app, shop.headers);
    if (!t.app.server.listening) await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;

    const boundary = 'petal-spool';
    const head = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="photo_reference"; filename="big.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
    );
    const photo = Buffer.concat([await jpegOf(200), crypto.randomBytes(6 * 1024 * 1024)]);
    const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
    const request = http.request({
      host: '127.0.0.1',
      port,
      method: 'POST',
      path: `/api/orders/${order.uuid}/reference`,
      headers: {
        ...shop.headers,
        'content-type': `multipart/form-data; boundary=${boundary}`,
        'content-length': String(head.length + photo.length + tail.length),
      },
    });
    const answered = new Promise<number>((resolve, reject) => {
      request.on('response', (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
      });
      request.on('error', reject);
    });

    // Half the file sent: it is already on disk, growing, while the request is still open.
    const half = 3 * 1024 * 1024;
    request.write(Buffer.concat([head, photo.subarray(0, half)]));
    const spooled = await waitFor(() =>
      spoolFiles().find((file) => fs.statSync(file).size >= 2 * 1024 * 1024),
    );
    request.end(Buffer.concat([photo.subarray(half), tail]));

    // The photo is read from the file on disk (the decoder stops at the picture's end marker).
    expect(await answered).toBe(200);
    await waitFor(() => (fs.existsSync(spooled) ? undefined : true));
  });

  it('over 10 MB is refused 413 and leaves nothing behind', async () => {
    const shop = await openShop(t.app);
    const order = await draftOrder(t.app, shop.headers);
    const boundary = 'petal-big';
    const payload = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="polaroid_photo"; filename="huge.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
      ),
      crypto.randomBytes(10 * 1024 * 1024 + 1),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${order.uuid}/polaroid`,
      headers: { ...shop.headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload,
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({
      code: 'PAYLOAD_TOO_LARGE',
      message: expect.stringContaining('10 MB'),
    });
    await waitFor(() => (spoolFiles().length === 0 ? true : undefined));
  });

  it('left behind by a crash is removed when the app starts, once an hour old', async () => {
    const config = testConfig();
    const folder = path.join(config.dataDir, 'tmp', 'uploads');
    fs.mkdirSync(folder, { recursive: true });
    const old = path.join(folder, 'left-by-a-crash');
    const fresh = path.join(folder, 'in-progress-elsewhere');
    fs.writeFileSync(old, 'x');
    fs.writeFileSync(fresh, 'x');
    const twoHoursAgo = new Date(Date.now() - 2 * 60 * 60 * 1000);
    fs.utimesSync(old, twoHoursAgo, twoHoursAgo);
    const app = await buildApp({ config, database: t.database, logger: false });
    try {
      await app.ready();
      expect(fs.existsSync(old)).toBe(false);
      expect(fs.existsSync(fresh)).toBe(true);
    } finally {
      await app.close();
      fs.rmSync(config.dataDir, { recursive: true, force: true });
    }
  });
});
