// A partner's discount: typed and shown in percent, sent and kept in basis points (1000 = 10 %).
/** A discount in basis points as the percent an admin reads and types (1250 → 12.5). */
export const percentOf = (bp: number) => bp / 100;
/** A typed percent ("12,5" or "12.5") as basis points, or null when it is no number from 0 to 100 with at most two decimals. */
export function basisPointsOf(text: string): number | null {
  const normal = text.trim().replace(',', '.');
  if (!/^\d{1,3}(\.\d{1,2})?$/.test(normal)) return null;
  const bp = Math.round(Number(normal) * 100);
  return bp >= 0 && bp <= 10_000 ? bp : null;
}
