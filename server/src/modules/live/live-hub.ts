import type { LiveEndReason, LiveOrderEvent } from '@contract/live';
import { inArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Listener } from '../../db/client';
import { users } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { loggableError } from '../../lib/loggable-error';
import { LIVE_CHANNEL, type LiveMessage } from './order-events.service';

/** One open stream: whose it is, under which session, and how to write to it. */
export type LiveStream = {
  userId: string;
  businessId: string;
  sessionVersion: number;
  write(frame: string): void;
  /** Closes the stream after telling the client why. */
  end(reason: LiveEndReason): void;
};

export type LiveLimits = {
  /** Open streams per user (several tabs and devices). */
  perUser: number;
  perShop: number;
  /** Per process: each stream holds a socket and a little memory. */
  total: number;
};

export const LIVE_LIMITS: LiveLimits = { perUser: 6, perShop: 100, total: 5_000 };
/** A comment line this often keeps proxies and the server's idle timeout (60 s) from closing streams. */
export const LIVE_HEARTBEAT_MS = 25_000;
/** Users' sessions are checked this many at a time (one query each). */
const SESSION_CHECK_BATCH = 500;

export type LiveHub = {
  /** Starts listening on the database; the app's onReady calls it. */
  start(): Promise<void>;
  /** Registers a stream, or refuses with 429 when its user, its shop or the process has too many. */
  add(stream: LiveStream): () => void;
  /** Ends every stream (shutdown) and stops listening. */
  close(): Promise<void>;
  /** Open streams, for tests and the log. */
  size(): number;
};

const frameOf = (event: LiveOrderEvent | Record<string, unknown>, name = 'order') =>
  `event: ${name}\ndata: ${JSON.stringify(event)}\n\n`;

/**
 * The streams of this process by shop. A NOTIFY from any process reaches the shop's streams here;
 * a heartbeat writes a comment to every stream and ends those whose session is gone (signed out
 * everywhere, password changed, deactivated, moved out of the shop), all users in one query.
 */
export function createLiveHub({
  database,
  log,
  limits = LIVE_LIMITS,
  heartbeatMs = LIVE_HEARTBEAT_MS,
}: {
  database: Database;
  log: FastifyBaseLogger;
  limits?: LiveLimits;
  heartbeatMs?: number;
}): LiveHub {
  const byShop = new Map<string, Set<LiveStream>>();
  const perUser = new Map<string, number>();
  let total = 0;
  let listener: Listener | undefined;
  let heartbeat: NodeJS.Timeout | undefined;
  let checking = false;
  let closed = false;
  const largestShop = () => {
    let largest: Set<LiveStream> | undefined;
    for (const streams of byShop.values()) if (!largest || streams.size > largest.size) largest = streams;
    return largest;
  };

  const broadcast = (frame: string, shop?: string) => {
    const targets = shop ? [byShop.get(shop) ?? []] : byShop.values();
    for (const streams of targets) for (const stream of streams) stream.write(frame);
  };

  const dispatch = (payload: string) => {
    let message: LiveMessage;
    try {
      message = JSON.parse(payload) as LiveMessage;
    } catch {
      return;
    }
    if (typeof message?.businessId !== 'string' || !message.event) return;
    // The person who made the change hears it as theirs (`self`), the rest of the shop as news.
    const frame = frameOf(message.event);
    const own = message.actorId ? frameOf({ ...message.event, self: true }) : frame;
    for (const stream of byShop.get(message.businessId) ?? []) {
      stream.write(stream.userId === message.actorId ? own : frame);
    }
  };

  const checkSessions = async () => {
    if (checking || total === 0) return;
    checking = true;
    try {
      const ids = [...perUser.keys()];
      const checked = new Set(ids);
      const byId = new Map<
        string,
        { isActive: boolean; sessionVersion: number; businessId: string | null; role: string | null }
      >();
      for (let at = 0; at < ids.length; at += SESSION_CHECK_BATCH) {
        const rows = await database.db
          .select({
            id: users.id,
            isActive: users.isActive,
            sessionVersion: users.sessionVersion,
            businessId: users.businessId,
            role: users.role,
          })
          .from(users)
          .where(inArray(users.id, ids.slice(at, at + SESSION_CHECK_BATCH)));
        for (const row of rows) byId.set(row.id, row);
      }
      for (const streams of [...byShop.values()]) {
        for (const stream of [...streams]) {
          // A stream opened while the query ran is checked on the next beat.
          if (!checked.has(stream.userId)) continue;
          const row = byId.get(stream.userId);
          const valid =
            row?.isActive &&
            row.role !== null &&
            row.businessId === stream.businessId &&
            row.sessionVersion === stream.sessionVersion;
          if (!valid) stream.end('signed_out');
        }
      }
    } catch (error) {
      // A database hiccup ends nobody's stream; the next beat checks again.
      log.warn({ err: loggableError(error) }, 'live streams: checking sessions failed');
    } finally {
      checking = false;
    }
  };

  return {
    async start() {
      if (listener || closed) return;
      listener = await database.listen(LIVE_CHANNEL, {
        onPayload: dispatch,
        // Notifications sent while the connection was down are lost: every screen reloads its lists.
        onReconnect: () => broadcast(frameOf({ reason: 'reconnected' }, 'resync')),
        onError: (error) =>
          log.warn({ err: loggableError(error) }, 'live channel: listening connection lost; reconnecting'),
      });
      heartbeat = setInterval(() => {
        broadcast(': beat\n\n');
        void checkSessions();
      }, heartbeatMs);
      heartbeat.unref();
    },
    add(stream) {
      const shopStreams = byShop.get(stream.businessId) ?? new Set<LiveStream>();
      const userCount = perUser.get(stream.userId) ?? 0;
      const refuse = (which: string) =>
        new AppError(
          'RATE_LIMITED',
          `Too many live connections: ${which} too many open; close a tab and try again`,
          { live: 'too many open connections' },
          { 'retry-after': '30' },
        );
      if (closed || userCount >= limits.perUser || shopStreams.size >= limits.perShop) {
        throw refuse(userCount >= limits.perUser ? 'you have' : 'there are');
      }
      if (total >= limits.total) {
        // The process is full. Signing up is free, so many shops could hold every place: the shop
        // holding the most gives up its oldest stream to a shop that would still hold fewer, and no
        // shop is shut out by others. Its client opens it again after a pause, and may be refused.
        const crowded = largestShop();
        const oldest =
          crowded && crowded.size > shopStreams.size + 1 ? crowded.values().next().value : undefined;
        if (!oldest) throw refuse('there are');
        oldest.end('crowded');
      }
      shopStreams.add(stream);
      byShop.set(stream.businessId, shopStreams);
      perUser.set(stream.userId, userCount + 1);
      total += 1;
      let removed = false;
      return () => {
        if (removed) return;
        removed = true;
        shopStreams.delete(stream);
        if (shopStreams.size === 0) byShop.delete(stream.businessId);
        const left = (perUser.get(stream.userId) ?? 1) - 1;
        if (left > 0) perUser.set(stream.userId, left);
        else perUser.delete(stream.userId);
        total -= 1;
      };
    },
    async close() {
      closed = true;
      clearInterval(heartbeat);
      for (const streams of [...byShop.values()]) for (const stream of [...streams]) stream.end('shutdown');
      await listener?.close();
      listener = undefined;
    },
    size: () => total,
  };
}

export { frameOf };
