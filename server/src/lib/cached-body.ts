import zlib from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * A serialized answer, compressed once per encoding the first time a client accepts it: the
 * storefront's kept answers (docs/decisions/028) and the staff's kept list pages
 * (docs/decisions/083). `json` is the text sent; `type` its content type when it is not JSON (the
 * storefront's pages, its sitemap).
 */
export type CachedBody = {
  json: string;
  encoded: Partial<Record<Encoding, Buffer>>;
  type?: string;
  /** A product page's current address: a request with an older slug is sent there. */
  path?: string;
};
type Encoding = 'br' | 'gzip';

/** Below this an answer goes out as it is: compressing would save less than it costs. */
const COMPRESS_FROM_BYTES = 1024;

/**
 * A cached answer as it goes out: already JSON, and compressed for clients that accept it with the
 * bytes made for the first such client, so a busy storefront compresses each answer once.
 */
export function sendCached(request: FastifyRequest, reply: FastifyReply, body: CachedBody) {
  reply.type(body.type ?? 'application/json; charset=utf-8');
  if (body.json.length < COMPRESS_FROM_BYTES) return reply.send(body.json);
  // Added to what the route already varies on (the storefront page: its language).
  const vary = reply.getHeader('vary');
  reply.header('vary', vary ? `${String(vary)}, accept-encoding` : 'accept-encoding');
  const encoding = acceptedEncoding(request.headers['accept-encoding']);
  if (!encoding) return reply.send(body.json);
  body.encoded[encoding] ??= compress(encoding, body.json);
  return reply.header('content-encoding', encoding).send(body.encoded[encoding]);
}

function acceptedEncoding(header: string | undefined): Encoding | null {
  if (!header) return null;
  const accepted = new Set(
    header
      .split(',')
      .map((part) => part.trim().split(';'))
      .filter(([, q]) => !q || !/^\s*q=0(\.0*)?\s*$/.test(q))
      .map(([name]) => name?.trim().toLowerCase()),
  );
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return null;
}

function compress(encoding: Encoding, json: string): Buffer {
  if (encoding === 'gzip') return zlib.gzipSync(json, { level: 6 });
  // A middle quality: near the best size of JSON at a fraction of the top quality's time.
  return zlib.brotliCompressSync(json, {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: 5,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: json.length,
    },
  });
}
