import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import v8 from 'node:v8';
import vm from 'node:vm';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { giveBackMemoryWhenQuiet, MIN_INTERVAL_MS, memoryCollector, QUIET_MS } from './idle-memory';

describe('the memory collector', () => {
  it('gives back the young generation a burst of work grew, and leaves no other code the collector', () => {
    const collect = memoryCollector();
    expect(collect).toBeTypeOf('function');
    const youngCommitted = () =>
      v8.getHeapSpaceStatistics().find((space) => space.space_name === 'new_space')?.physical_space_size ?? 0;
    // A burst of short-lived objects, as a request or the demo's seeding makes.
    let kept = 0;
    for (let i = 0; i < 400_000; i++) kept += { index: i, label: `row ${i}` }.label.length;
    expect(kept).toBeGreaterThan(0);
    const before = youngCommitted();
    collect?.();
    expect(youngCommitted()).toBeLessThan(before);
    expect(vm.runInNewContext('typeof gc')).toBe('undefined');
  });
});

describe('memory given back when the server goes quiet', () => {
  let server: Server;
  let clock = 0;
  let hold: (() => void) | null = null;
  const collect = vi.fn();
  let stop = () => {};

  beforeEach(async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    clock = 0;
    collect.mockClear();
    server = createServer((request, response) => {
      if (request.url === '/stream') {
        response.writeHead(200);
        response.write('open');
        hold = () => response.end();
        return;
      }
      response.end('ok');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    stop = giveBackMemoryWhenQuiet(server, { collect, now: () => clock });
  });

  afterEach(async () => {
    stop();
    hold?.();
    hold = null;
    vi.useRealTimers();
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  const url = (path: string) => `http://127.0.0.1:${(server.address() as AddressInfo).port}${path}`;
  /** Moves the clock to `at` and lets the watch look. */
  const at = (time: number) => {
    clock = time;
    vi.advanceTimersByTime(QUIET_MS);
  };

  it('collects once the start has been quiet for a while, and not again while nothing happens', () => {
    at(QUIET_MS - 1);
    expect(collect).not.toHaveBeenCalled();
    at(QUIET_MS);
    expect(collect).toHaveBeenCalledTimes(1);
    at(10 * MIN_INTERVAL_MS);
    expect(collect).toHaveBeenCalledTimes(1);
  });

  it('waits for quiet after requests, and collects at most once in the interval', async () => {
    at(QUIET_MS);
    expect(collect).toHaveBeenCalledTimes(1);
    clock = QUIET_MS + 1_000;
    expect(await (await fetch(url('/'))).text()).toBe('ok');
    at(QUIET_MS + 1_000 + QUIET_MS - 1);
    expect(collect).toHaveBeenCalledTimes(1);
    // Quiet long enough, but too soon after the last collection.
    at(QUIET_MS + MIN_INTERVAL_MS - 1);
    expect(collect).toHaveBeenCalledTimes(1);
    at(QUIET_MS + MIN_INTERVAL_MS);
    expect(collect).toHaveBeenCalledTimes(2);
  });

  it('is not held off by a request that stays open, and stops watching when told', async () => {
    at(QUIET_MS);
    clock = MIN_INTERVAL_MS;
    const streaming = await fetch(url('/stream'));
    expect(streaming.status).toBe(200);
    at(MIN_INTERVAL_MS + QUIET_MS);
    expect(collect).toHaveBeenCalledTimes(2);

    stop();
    clock = 3 * MIN_INTERVAL_MS;
    await (await fetch(url('/'))).text();
    at(5 * MIN_INTERVAL_MS);
    expect(collect).toHaveBeenCalledTimes(2);
  });
});
