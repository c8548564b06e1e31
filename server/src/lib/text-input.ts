import type { FastifyInstance } from 'fastify';
import { fieldError } from './errors';

/**
 * Text PostgreSQL cannot store: a NUL character (U+0000), refused in text and jsonb alike, and half
 * of a surrogate pair, which JSON may carry but which is no character at all (jsonb refuses it; the
 * audit trail keeps changes as jsonb). Either would come back from the database as an error, a 500.
 * Every route refuses them up front, naming the field, after validation and before the handler
 * (files of a form are bytes and are not looked at). A body nested deeper than any of ours is refused too.
 */
export function registerTextInputGuard(app: FastifyInstance) {
  app.addHook('preHandler', async (request) => {
    for (const part of [request.params, request.query, request.body]) {
      const found = badText(part, '');
      if (found) throw fieldError(found.field || '_', found.message);
    }
  });
}

/** Deeper than any form or JSON body of the API; a deeper one is refused before it exhausts the stack. */
const MAX_DEPTH = 32;

const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

function problemOf(text: string): string | null {
  if (text.includes('\u0000')) return 'Remove the NUL character (U+0000) from this field';
  if (loneSurrogate.test(text)) return 'This field holds a broken character (half of a surrogate pair)';
  return null;
}

/** The dotted path of the first string (or key) that cannot be stored, and why; or null. */
function badText(value: unknown, path: string, depth = 0): { field: string; message: string } | null {
  if (typeof value === 'string') {
    const message = problemOf(value);
    return message ? { field: path, message } : null;
  }
  if (value === null || typeof value !== 'object' || Buffer.isBuffer(value)) return null;
  if (depth >= MAX_DEPTH) return { field: path, message: 'This value is nested too deeply' };
  for (const [key, inner] of Object.entries(value)) {
    const keyProblem = problemOf(key);
    if (keyProblem) return { field: path, message: keyProblem };
    const found = badText(inner, path ? `${path}.${key}` : key, depth + 1);
    if (found) return found;
  }
  return null;
}
