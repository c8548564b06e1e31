import { liveHeaders } from '@contract/live';
import { decodeJwt } from 'jose';
import { memberOf } from '../../lib/auth-guards';
import type { RoutesPlugin } from '../../lib/context';
import { AppError } from '../../lib/errors';
import { frameOf, type LiveStream } from './live-hub';

/** A client that stops reading is dropped once this much waits for it. */
const MAX_BUFFERED_BYTES = 256 * 1024;

/**
 * GET /api/live: the shop's order events as Server-Sent Events (docs/decisions/022). The bearer
 * token is checked when the stream opens; the stream ends with an `end` event when the token runs
 * out, when its session is ended, or when the server shuts down, and the client opens a new one.
 */
export const liveRoutes: RoutesPlugin = (app, ctx) => {
  const { live, tokens } = ctx;

  app.get('/api/live', {
    config: { access: 'member', errors: [429] },
    // A HEAD would hold a stream open that can never send anything.
    exposeHeadRoute: false,
    schema: {
      tags: ['live'],
      summary: "The shop's order events as Server-Sent Events (text/event-stream)",
      security: [{ bearer: [] }],
      headers: liveHeaders,
    },
    handler: async (request, reply) => {
      const member = memberOf(request);
      const token = request.headers.authorization?.slice('Bearer '.length).trim() ?? '';
      const claims = await tokens.verify(token);
      const expiresAt = (decodeJwt(token).exp ?? 0) * 1000;
      if (!claims || expiresAt <= Date.now()) {
        throw new AppError('NOT_AUTHENTICATED', 'Your session has expired, please sign in again');
      }
      const res = reply.raw;
      let expiry: NodeJS.Timeout | undefined;
      let ended = false;
      const stream: LiveStream = {
        userId: member.userId,
        businessId: member.businessId,
        sessionVersion: claims.sessionVersion,
        write(frame) {
          if (ended) return;
          if (res.writableLength > MAX_BUFFERED_BYTES) {
            request.log.warn('live stream: client is not reading; closing it');
            finish();
            return;
          }
          res.write(frame);
        },
        end(reason) {
          if (ended) return;
          res.write(frameOf({ reason }, 'end'));
          finish();
        },
      };
      // Throws 429 before anything is written, so the refusal is an ordinary error answer.
      const remove = live.add(stream);
      const finish = () => {
        if (ended) return;
        ended = true;
        clearTimeout(expiry);
        remove();
        res.end();
      };
      res.on('close', finish);
      expiry = setTimeout(() => stream.end('expired'), Math.max(0, expiresAt - Date.now()));
      expiry.unref();

      reply.hijack();
      request.raw.socket?.setNoDelay?.(true);
      res.writeHead(200, {
        ...(reply.getHeaders() as Record<string, string>),
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store',
        // Proxies that buffer answers (nginx) must pass each event on at once.
        'x-accel-buffering': 'no',
        // The connection ends with the stream: one a closing server ended must not linger as keep-alive.
        connection: 'close',
      });
      // The browser's own reconnect delay, should a client use EventSource; ours does its own backoff.
      res.write(`retry: 5000\n\n${frameOf({ expires_at: new Date(expiresAt).toISOString() }, 'ready')}`);
    },
  });
};
