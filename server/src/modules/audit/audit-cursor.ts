import { AppError } from '../../lib/errors';

/** A page boundary: the last event's time (PostgreSQL's text, exact to the microsecond) and id. */
export type AuditCursor = { at: string; id: number };

export const encodeCursor = (cursor: AuditCursor) =>
  Buffer.from(`${cursor.at}|${cursor.id}`, 'utf8').toString('base64url');

const timestampText = /^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}:\d{2}(\.\d{1,6})?([+-]\d{2}(:?\d{2})?|Z)$/;

/** The cursor is opaque to clients; one that was not ours is bad input, never a database error. */
export function decodeCursor(value: string): AuditCursor {
  const [at, id, ...rest] = Buffer.from(value, 'base64url').toString('utf8').split('|');
  if (rest.length === 0 && at && id && timestampText.test(at) && /^\d{1,15}$/.test(id)) {
    return { at, id: Number(id) };
  }
  throw new AppError('VALIDATION_ERROR', 'Not a valid cursor', { cursor: 'Not a valid cursor' });
}
