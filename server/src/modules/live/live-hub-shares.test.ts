import type { LiveEndReason } from '@contract/live';
import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { createLiveHub, type LiveStream } from './live-hub';

/*
 * A process holds a bounded number of live streams. Signing a shop up is free, so shops could take
 * every place; a full process gives the oldest stream of the shop holding the most to a shop that
 * would still hold fewer, and one shop is never shut out by the others.
 */

const hub = () =>
  createLiveHub({
    database: {} as Database,
    log: { warn() {} } as unknown as FastifyBaseLogger,
    limits: { perUser: 10, perShop: 4, total: 6 },
  });

/** A stream that records why it was ended and leaves the hub as the route's stream does. */
function open(live: ReturnType<typeof hub>, businessId: string, n: number) {
  const ended: LiveEndReason[] = [];
  const stream: LiveStream = {
    userId: `${businessId}-user-${n}`,
    businessId,
    sessionVersion: 1,
    write() {},
    end(reason) {
      ended.push(reason);
      remove();
    },
  };
  const remove = live.add(stream);
  return { ended };
}

describe('live streams when the process is full', () => {
  it('give the oldest stream of the shop with the most to a shop with fewer, and refuse the rest', () => {
    const live = hub();
    const crowd = [0, 1, 2, 3].map((n) => open(live, 'crowd', n));
    const small = [0, 1].map((n) => open(live, 'small', n));
    expect(live.size()).toBe(6);

    const newcomer = open(live, 'newcomer', 0);
    expect(newcomer.ended).toEqual([]);
    expect(crowd.map((s) => s.ended)).toEqual([['crowded'], [], [], []]);
    expect(small.map((s) => s.ended)).toEqual([[], []]);
    expect(live.size()).toBe(6);

    // The crowd has three, the small shop two: a third of its own would only trade places.
    expect(() => open(live, 'small', 2)).toThrow(/Too many live connections/);
    // A shop with none still gets in, at the crowd's expense.
    open(live, 'another', 0);
    expect(crowd.map((s) => s.ended)).toEqual([['crowded'], ['crowded'], [], []]);
    expect(live.size()).toBe(6);
  });
});
