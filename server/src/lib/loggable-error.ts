import { DrizzleQueryError } from 'drizzle-orm/errors';

/**
 * An error as the log may hold it. A failed query carries its parameters (an e-mail address, a
 * phone number, a token) in its message and in a field of its own; the log keeps the statement
 * and the database's own words, never the values.
 */
export function loggableError(error: unknown): unknown {
  if (!(error instanceof DrizzleQueryError)) return withoutAddresses(error);
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

const ADDRESS = /[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}/g;

/**
 * A mail server's refusal names the recipient ("550 <ada@…> unknown") in its message and in
 * fields of its own (response, rejected, envelope): such an error is logged as its name, code and
 * message with the addresses left out.
 */
function withoutAddresses(error: unknown): unknown {
  if (!(error instanceof Error)) return error;
  const fields = Object.values(error).filter((value) => value !== undefined);
  const mentions = (text: string) => new RegExp(ADDRESS.source).test(text);
  if (!mentions(error.message) && !mentions(JSON.stringify(fields) ?? '')) return error;
  const safe = new Error(error.message.replace(ADDRESS, '…'));
  safe.name = error.name;
  const { code, responseCode } = error as { code?: unknown; responseCode?: unknown };
  Object.assign(
    safe,
    typeof code === 'string' && { code },
    typeof responseCode === 'number' && { responseCode },
  );
  safe.stack = `${safe.name}: ${safe.message}\n${error.stack?.split('\n').slice(1).join('\n') ?? ''}`;
  return safe;
}
