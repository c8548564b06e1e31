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
