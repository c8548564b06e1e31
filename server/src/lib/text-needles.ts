import { type SQL, sql } from 'drizzle-orm';

/**
 * Texts that name a person (their e-mail, phone as stored, full name), looked for inside longer
 * texts by a data request. Lower case, each once; shorter ones are left out, as "Al" would match
 * half of a shop's texts.
 */
export function textNeedles(values: (string | null | undefined)[], minLength = 5): string[] {
  const kept = values
    .map((value) => value?.trim().toLowerCase() ?? '')
    .filter((value) => value.length >= minLength);
  return [...new Set(kept)];
}

/** True in SQL when `column` holds any of the needles, case aside (no pattern characters to escape). */
export function holdsAny(column: SQL | SQL.Aliased | unknown, needles: string[]): SQL {
  if (needles.length === 0) return sql`false`;
  return sql`(${sql.join(
    needles.map((needle) => sql`strpos(lower(${column}), ${needle}) > 0`),
    sql` or `,
  )})`;
}

/** Whether a text holds any of the needles, case aside. */
export const textHoldsAny = (text: string, needles: string[]) => {
  const lower = text.toLowerCase();
  return needles.some((needle) => lower.includes(needle));
};
