// Shelf sag (DESIGN §3). A board carrying books is a simply supported beam under a uniform load;
// its mid-span deflection is the textbook beam formula the Sagulator (Woodbin, woodbin.com/calcs/
// sagulator) is built on:
//
//   δ = 5 w L⁴ / (384 E I),  with w = q·b (load per mm of span) and I = b·t³ / 12
//     = 5 q L⁴ / (32 E t³)   (the board's depth b cancels out)
//
// q: design load, N/mm² — the catalogue's `sag.loadKgPerM2` (100 kg/m² ≈ 20 lb/ft², the
//    Sagulator's load for a shelf full of books) × 9.81 / 10⁶;
// E: the material's modulus of elasticity, N/mm²; t: board thickness; L: clear span, mm.
// The limit is the Sagulator's "not visible" threshold, 0.02 in per foot of span (1/600 of the
// span, ≈ 1.67 mm per metre): the catalogue's `sag.limitPerMetreMm`. Shelves on pins are treated
// as simply supported, which is conservative.
import type { Catalogue, Material } from '../catalogue/schema.ts';

export function sagMm(spanMm: number, material: Material, loadKgPerM2: number): number {
  const q = (loadKgPerM2 * 9.81) / 1e6;
  const t = material.thicknessMm;
  return (5 * q * spanMm ** 4) / (32 * material.modulusMPa * t ** 3);
}

export function sagLimitMm(spanMm: number, catalogue: Catalogue): number {
  return (spanMm / 1000) * catalogue.sag.limitPerMetreMm;
}

/** The widest clear span a board of this material may have, mm (rounded down). */
export function maxSpanMm(material: Material, catalogue: Catalogue): number {
  // δ(L) = L/1000 · limit ⇔ L³ = limit/1000 · 32 E t³ / (5 q)
  const q = (catalogue.sag.loadKgPerM2 * 9.81) / 1e6;
  if (q === 0) return Infinity;
  return Math.floor(
    Math.cbrt(
      ((catalogue.sag.limitPerMetreMm / 1000) * 32 * material.modulusMPa * material.thicknessMm ** 3) / (5 * q),
    ),
  );
}
