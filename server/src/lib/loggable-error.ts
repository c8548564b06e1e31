import { DrizzleQueryError } from 'drizzle-orm/errors';

/**
 * An error as the log may hold it. A failed query carries its parameters (an e-mail address, a
 * phone number, a token) in its message and in a field of its own; the log keeps the statement
 * and the database's own words, never the values.
 */
export function loggableError(error: unknown): unknown {
  if (!(error instanceof DrizzleQueryError)) return error;
  // The database's code and message name the problem; its `detail` may quote a value, so it stays out.
  const cause = error.cause as { message?: string; code?: string } | undefined;
  const said = cause
    ? ` (database: ${[cause.code, withoutValues(cause.message)].filter(Boolean).join(' ')})`
    : '';
  const safe = new Error(`Failed query: ${error.query}${said}`);
  safe.name = 'DrizzleQueryError';
  safe.stack = `${safe.name}: ${safe.message}\n${error.stack?.split('\n').slice(2).join('\n') ?? ''}`;
  return safe;
}

/**
 * The database quotes names ("users_email_key") and sometimes the value it refused ("ada@…"):
 * names stay, anything else quoted is left out.
 */
const withoutValues = (message: string | undefined) =>
  message?.replace(/"([^"]*)"/g, (quoted, inner: string) =>
    /^[a-z_][a-z0-9_]*$/.test(inner) ? quoted : '"…"',
  );
