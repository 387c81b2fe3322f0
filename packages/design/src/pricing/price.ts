// The price (DESIGN §4), in integer cents, from the tallies and the catalogue:
//   boards       Σ area m² × material €/m²           (rounded per material)
//   edge banding Σ length m × band €/m               (rounded per band)
//   hardware     pieces × €/piece; tracks and bars by the metre of their cut length
//   machining    panels × per-panel rate + holes × per-hole rate
//   goods        the four above: the net price of one piece
// What a customer pays for it — partner discount, delivery, VAT, totals — is the shop's one price
// function (`@kubik/shop/price`), used by the configurator, the cart, checkout, orders and PDFs
// alike; the design core prices the goods only (issue 20).
import type { Catalogue } from '../catalogue/schema.ts';
import { indexCatalogue } from '../catalogue/lookup.ts';
import { mergeHardware } from '../bom/bom.ts';
import type { Tally } from '../bom/tally.ts';
import { currency, type Currency } from './currency.ts';

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
  currency: Currency;
  lines: PriceLine[];
  materialsCents: number;
  edgeBandingCents: number;
  hardwareCents: number;
  machiningCents: number;
  /** Net, one piece. */
  goodsCents: number;
  /** The catalogue's VAT rate, which the goods are sold at. */
  vatRateBp: number;
}

export function priceTallies(tallies: readonly Tally[], catalogue: Catalogue): Price {
  const index = indexCatalogue(catalogue);
  const lines: PriceLine[] = [];
  const area = new Map<string, number>();
  const band = new Map<string, number>();
  let panels = 0,
    holes = 0;
  for (const t of tallies) {
    for (const [k, v] of t.areaMm2) area.set(k, (area.get(k) ?? 0) + v);
    for (const [k, v] of t.bandMm) band.set(k, (band.get(k) ?? 0) + v);
    panels += t.panels;
    holes += t.holes;
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
    const perMetre =
      item.kind === 'bar'
        ? index.barProfiles.get(item.code)?.priceCentsPerM
        : index.hardware.get(item.code)?.unit === 'metre'
          ? index.hardware.get(item.code)?.priceCents
          : undefined;
    const cents =
      perMetre !== undefined
        ? Math.round((item.quantity * (item.length ?? 0) * perMetre) / 1000)
        : item.quantity * (index.hardware.get(item.code)?.priceCents ?? 0);
    hardwareCents += cents;
    const line: PriceLine = { kind: 'hardware', code: item.code, quantity: item.quantity, unit: 'piece', cents };
    if (item.length !== undefined) line.length = item.length;
    if (item.finish !== undefined) line.finish = item.finish;
    lines.push(line);
  }
  const { machining } = catalogue;
  const panelCents = panels * machining.perPanelCents;
  const holeCents = holes * machining.perHoleCents;
  lines.push({ kind: 'machining', code: 'panel', quantity: panels, unit: 'panel', cents: panelCents });
  lines.push({ kind: 'machining', code: 'hole', quantity: holes, unit: 'hole', cents: holeCents });
  const machiningCents = panelCents + holeCents;

  const goodsCents = materialsCents + edgeBandingCents + hardwareCents + machiningCents;
  return {
    currency,
    lines,
    materialsCents,
    edgeBandingCents,
    hardwareCents,
    machiningCents,
    goodsCents,
    vatRateBp: catalogue.vatRateBp,
  };
}

function byKey(a: [string, number], b: [string, number]): number {
  return a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0;
}

function round(value: number, digits: number): number {
  const f = 10 ** digits;
  return Math.round(value * f) / f;
}
