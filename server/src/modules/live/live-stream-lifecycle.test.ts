import { describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { createAccessTokens } from '../../lib/access-tokens';
import { addStaff, bearer, GOOD_PASSWORD } from '../../test/fixtures';
import { openLive } from '../../test/sse-reader';
import { HEARTBEAT_MS, LIMITS, listenOn, setupLiveApp } from './live-test-setup';

/*
 * The live stream's life: kept alive, bounded per user, and ended by a session ending, a token
 * running out or the server shutting down.
 */

const live = setupLiveApp();

const listening = (db: Database) => listenOn(live.config, db);

describe('GET /api/live', () => {
  it('keeps the stream alive with comments and bounds the streams a user may hold', async () => {
    const staff = await addStaff(live.app, live.database.db, {
      businessId: live.shopA.business.id,
      role: 'manager',
    });
    const open = await Promise.all(
      Array.from({ length: LIMITS.perUser }, () => openLive(live.base, staff.access)),
    );
    expect(open.map((s) => s.response.status)).toEqual(open.map(() => 200));
    const tooMany = await openLive(live.base, staff.access);
    expect(tooMany.response.status).toBe(429);
    expect((await tooMany.response.json()).code).toBe('RATE_LIMITED');
    // A closed stream frees its place.
    open[0]?.close();
    await new Promise((resolve) => setTimeout(resolve, 200));
    const again = await openLive(live.base, staff.access);
    expect(again.response.status).toBe(200);
    // Still open after several heartbeats: the beats are comments, not events.
    await new Promise((resolve) => setTimeout(resolve, HEARTBEAT_MS * 3));
    expect(again.isEnded()).toBe(false);
    for (const stream of [...open, again]) stream.close();
  });

  it('ends the stream when its session is ended elsewhere (a password change)', async () => {
    const manager = await addStaff(live.app, live.database.db, {
      businessId: live.shopA.business.id,
      role: 'manager',
    });
    const stream = await openLive(live.base, manager.access);
    await stream.next((e) => e.event === 'ready');
    const changed = await live.app.inject({
      method: 'POST',
      url: '/api/users/update-password',
      headers: bearer(manager.access),
      payload: { current_password: GOOD_PASSWORD, new_password: 'tulips-in-april-77' },
    });
    expect(changed.statusCode).toBe(200);
    const end = await stream.next((e) => e.event === 'end', HEARTBEAT_MS * 10);
    expect(end.data).toEqual({ reason: 'signed_out' });
    await stream.ended;
    expect(stream.isEnded()).toBe(true);
  });

  it('ends the stream when its token runs out', async () => {
    const info = await live.app.inject({
      method: 'GET',
      url: '/api/users/info',
      headers: live.shopA.headers,
    });
    const shortLived = createAccessTokens(live.config.jwtSecret ?? '', 1);
    const token = await shortLived.sign({ userId: info.json().id, sessionVersion: 0 });
    const stream = await openLive(live.base, token);
    expect(stream.response.status).toBe(200);
    const end = await stream.next((e) => e.event === 'end', 3_000);
    expect(end.data).toEqual({ reason: 'expired' });
  });

  it('ends every stream at once when the server shuts down', async () => {
    const second = await listening(live.database);
    const stream = await openLive(second.base, live.shopA.access);
    await stream.next((e) => e.event === 'ready');
    const started = Date.now();
    await second.app.close();
    expect(Date.now() - started).toBeLessThan(2_000);
    expect((await stream.next((e) => e.event === 'end')).data).toEqual({ reason: 'shutdown' });
  });
});
