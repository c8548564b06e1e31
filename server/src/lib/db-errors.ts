/** PostgreSQL's numeric_value_out_of_range: a sum or value too large for its column. */
export function isNumericOverflow(error: unknown): boolean {
  const e = error as { code?: string; cause?: { code?: string } } | null;
  return e?.code === '22003' || e?.cause?.code === '22003';
}

/** PostgreSQL's unique_violation, whichever driver raised it and however it was wrapped. */
export function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; cause?: { code?: string } } | null;
  return e?.code === '23505' || e?.cause?.code === '23505';
}

/**
 * Why a statement refused itself through refuse_write (migration 0019), or null for any other
 * error: `refused: <reason>` raised as PostgreSQL's raise_exception.
 */
export function refusalOf(error: unknown): string | null {
  const e = error as { code?: string; message?: string; cause?: { code?: string; message?: string } } | null;
  const raised = e?.code === 'P0001' ? e : e?.cause?.code === 'P0001' ? e.cause : null;
  const match = /refused: (\w+)/.exec(raised?.message ?? '');
  return match?.[1] ?? null;
}

/** Socket errors of a connection that never came or was cut. */
const UNREACHABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
]);

/** What the pool and the driver say when a connection is lost or cannot be had. */
const UNREACHABLE_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error',
  'Connection ended unexpectedly',
];

/**
 * The database is gone or not yet back (restarting, crashed, unreachable), rather than the
 * statement being wrong: PostgreSQL's connection exceptions (class 08), admin, crash and start-up
 * shutdowns (57P01–57P03), or the driver's own words for a lost connection. Such a request may
 * succeed a moment later, so it answers 503, not 500.
 */
export function isDatabaseUnreachable(error: unknown): boolean {
  for (
    let e = error as { code?: unknown; message?: unknown; cause?: unknown } | null, depth = 0;
    e && depth < 5;
    depth++
  ) {
    const code = typeof e.code === 'string' ? e.code : '';
    if (UNREACHABLE_CODES.has(code) || code.startsWith('08') || /^57P0[123]$/.test(code)) return true;
    const message = typeof e.message === 'string' ? e.message : '';
    if (UNREACHABLE_MESSAGES.some((words) => message.includes(words))) return true;
    e = e.cause as typeof e;
  }
  return false;
}
