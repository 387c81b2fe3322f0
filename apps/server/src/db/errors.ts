// PostgreSQL errors the modules turn into their own (e.g. a unique index into email_taken).

/** unique_violation, as drizzle reports it (the driver's error is its cause) or as the driver does. */
export function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; cause?: { code?: string } } | null;
  return e?.cause?.code === '23505' || e?.code === '23505';
}
