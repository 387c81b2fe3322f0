// The price (DESIGN §4), in integer cents, from the tallies and the catalogue:
//   boards       Σ area m² × material €/m²           (rounded per material)
//   edge banding Σ length m × band €/m               (rounded per band)
//   hardware     pieces × €/piece; tracks and bars by the metre of their cut length
//   machining    panels × per-panel rate + holes × per-hole rate
//   goods        the four above; a partner discount (basis points, capped by the catalogue) applies to goods
//   shipping     base + €/kg × max(actual kg, volumetric kg), volumetric kg = board m³ × packing
//                factor × kg per m³ (the carriers' dimensional weight for a flat pack)
//   net          goods − discount + shipping;  VAT = round(net × 22 %);  gross = net + VAT
import type { Catalogue } from '../catalogue/schema.ts';
import { indexCatalogue } from '../catalogue/lookup.ts';
import { mergeHardware } from '../bom/bom.ts';
import type { Tally } from '../bom/tally.ts';

export interface PriceLine {
  kind: 'material' | 'edgeBanding' | 'hardware' | 'machining';
  code: string;
  quantity: number;
  unit: 'm2' | 'm' | 'piece' | 'panel' | 'hole';
  /** Length of each piece, mm, for items sold by the metre. */
  length?: number;
  finish?: string;
  cents: number;
}

export interface Price {
  currency: 'EUR';
  lines: PriceLine[];
  materialsCents: number;
  edgeBandingCents: number;
  hardwareCents: number;
  machiningCents: number;
  goodsCents: number;
  discountBp: number;
  discountCents: number;
  shippingCents: number;
  shippingWeightKg: number;
  netCents: number;
  vatRateBp: number;
  vatCents: number;
  grossCents: number;
}

export interface PriceOptions {
  /** The partner's discount in basis points (1000 = 10 %), capped by the catalogue's maximum. */
  partnerDiscountBp?: number;
}

export function priceTallies(tallies: readonly Tally[], catalogue: Catalogue, options: PriceOptions = {}): Price {
  const index = indexCatalogue(catalogue);
  const lines: PriceLine[] = [];
  const area = new Map<string, number>();
  const band = new Map<string, number>();
  let panels = 0, holes = 0, grams = 0, volume = 0;
  for (const t of tallies) {
    for (const [k, v] of t.areaMm2) area.set(k, (area.get(k) ?? 0) + v);
    for (const [k, v] of t.bandMm) band.set(k, (band.get(k) ?? 0) + v);
    panels += t.panels;
    holes += t.holes;
    grams += t.weightGrams;
    volume += t.boardVolumeMm3;
  }
  let materialsCents = 0;
  for (const [id, mm2] of [...area].sort(byKey)) {
    const cents = Math.round((mm2 * (index.materials.get(id)?.priceCentsPerM2 ?? 0)) / 1e6);
    materialsCents += cents;
    lines.push({ kind: 'material', code: id, quantity: round(mm2 / 1e6, 4), unit: 'm2', cents });
  }
  let edgeBandingCents = 0;
  for (const [id, mm] of [...band].sort(byKey)) {
    const cents = Math.round((mm * (index.edgeBandings.get(id)?.priceCentsPerM ?? 0)) / 1000);
    edgeBandingCents += cents;
    lines.push({ kind: 'edgeBanding', code: id, quantity: round(mm / 1000, 3), unit: 'm', cents });
  }
  let hardwareCents = 0;
  for (const item of mergeHardware(tallies)) {
    const perMetre = item.kind === 'bar' ? index.barProfiles.get(item.code)?.priceCentsPerM : index.hardware.get(item.code)?.unit === 'metre' ? index.hardware.get(item.code)?.priceCents : undefined;
    const cents = perMetre !== undefined
      ? Math.round((item.quantity * (item.length ?? 0) * perMetre) / 1000)
      : item.quantity * (index.hardware.get(item.code)?.priceCents ?? 0);
    hardwareCents += cents;
    const line: PriceLine = { kind: 'hardware', code: item.code, quantity: item.quantity, unit: 'piece', cents };
    if (item.length !== undefined) line.length = item.length;
    if (item.finish !== undefined) line.finish = item.finish;
    lines.push(line);
  }
  const { machining, shipping } = catalogue;
  const panelCents = panels * machining.perPanelCents;
  const holeCents = holes * machining.perHoleCents;
  lines.push({ kind: 'machining', code: 'panel', quantity: panels, unit: 'panel', cents: panelCents });
  lines.push({ kind: 'machining', code: 'hole', quantity: holes, unit: 'hole', cents: holeCents });
  const machiningCents = panelCents + holeCents;

  const goodsCents = materialsCents + edgeBandingCents + hardwareCents + machiningCents;
  const discountBp = Math.max(0, Math.min(Math.round(options.partnerDiscountBp ?? 0), catalogue.maxPartnerDiscountBp));
  const discountCents = Math.round((goodsCents * discountBp) / 10_000);
  const volumetricKg = (volume / 1e9) * shipping.packingFactor * shipping.volumetricKgPerM3;
  const shippingWeightKg = round(Math.max(grams / 1000, volumetricKg), 2);
  const shippingCents = goodsCents === 0 ? 0 : shipping.baseCents + Math.round(shippingWeightKg * shipping.perKgCents);
  const netCents = goodsCents - discountCents + shippingCents;
  const vatCents = Math.round((netCents * catalogue.vatRateBp) / 10_000);
  return {
    currency: 'EUR', lines,
    materialsCents, edgeBandingCents, hardwareCents, machiningCents, goodsCents,
    discountBp, discountCents, shippingCents, shippingWeightKg,
    netCents, vatRateBp: catalogue.vatRateBp, vatCents, grossCents: netCents + vatCents,
  };
}

function byKey(a: [string, number], b: [string, number]): number {
  return a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0;
}

function round(value: number, digits: number): number {
  const f = 10 ** digits;
  return Math.round(value * f) / f;
}
