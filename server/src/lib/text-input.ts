import type { FastifyInstance } from 'fastify';
import { fieldError } from './errors';

/**
 * PostgreSQL stores no NUL character (U+0000) in text or jsonb: one in any field would come back
 * from the database as an error, a 500. Every route refuses it up front, naming the field, after
 * validation and before the handler (files of a form are bytes and are not looked at).
 */
export function registerTextInputGuard(app: FastifyInstance) {
  app.addHook('preHandler', async (request) => {
    const field =
      fieldWithNul(request.params, '') ?? fieldWithNul(request.query, '') ?? fieldWithNul(request.body, '');
    if (field !== null) throw fieldError(field || '_', 'Remove the NUL character (U+0000) from this field');
  });
}

/** The dotted path of the first string holding a NUL, or null. */
function fieldWithNul(value: unknown, path: string): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path : null;
  if (value === null || typeof value !== 'object' || Buffer.isBuffer(value)) return null;
  for (const [key, inner] of Object.entries(value)) {
    if (key.includes('\u0000')) return path;
    const found = fieldWithNul(inner, path ? `${path}.${key}` : key);
    if (found !== null) return found;
  }
  return null;
}
