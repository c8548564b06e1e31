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
