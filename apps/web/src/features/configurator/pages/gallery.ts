// The ready-made designs at /configuration (issue 22): each design's outer size and its "from"
// price, and the gallery's filters (room, width, budget) as they stand in the address.
//
// The "from" price is the design as shipped — the one the configurator's price bar shows when the
// design is opened — priced by the shop's one price function (`designBreakdown`, @kubik/shop/price)
// for whoever is looking (their partner discount, net first for companies). The design is opened
// exactly as the configurator opens it (`openDesign`: parsed, migrated, snapped to the catalogue)
// and measured by the same design core (`quoteModel` over a `DesignModel`, as the editor's live
// quote does). docs/decisions/0015-gallery-from-price.md says why "as shipped".
import type { Configuration } from '@kubik/contract/projects';
import { configurationRooms, type ConfigurationRoom } from '@kubik/contract/rooms';
import type { Catalogue } from '@kubik/design/catalogue/schema';
import { DesignModel } from '@kubik/design/model';
import { quoteModel } from '@kubik/design/quote';
import type { Design } from '@kubik/design/schema/document';
import { designBreakdown, type PriceBreakdown, type ShopTerms } from '@kubik/shop/price';
import type { Locale } from '@kubik/contract/locale';
import { formatMm, formatNumber } from '../../../i18n/format.ts';
import { boundsOf } from '../scene/units.ts';

/** Outer size in mm: width (x), height (y), depth (z). */
export interface OuterSize {
  width: number;
  height: number;
  depth: number;
}

/** One ready-made design as the gallery shows it: opened, measured and priced as goods. */
export interface GalleryItem {
  configuration: Configuration;
  design: Design;
  size: OuterSize;
  goodsCents: number;
  weight: { weightKg: number; boardVolumeM3: number };
}

/** The outer size of a design's cubes; null without cubes. */
export function outerSize(design: Design): OuterSize | null {
  const bounds = boundsOf(
    design.elements.flatMap((el) => (el.kind === 'cube' ? [{ ...el.position, ...el.size }] : [])),
  );
  if (!bounds) return null;
  return {
    width: bounds.max[0] - bounds.min[0],
    height: bounds.max[1] - bounds.min[1],
    depth: bounds.max[2] - bounds.min[2],
  };
}

/** "1.200 × 800 × 400 mm": the outer size as the price bar says it (W × H × D). */
export function sizeText(size: OuterSize, locale: Locale): string {
  const n = (v: number) => formatNumber(locale, v);
  return `${n(size.width)} × ${n(size.height)} × ${formatMm(locale, size.depth)}`;
}

/** A design opened as the configurator opens it, measured: null when it has no cubes. */
export function galleryItem(configuration: Configuration, design: Design, catalogue: Catalogue): GalleryItem | null {
  const size = outerSize(design);
  if (!size) return null;
  const quoted = quoteModel(new DesignModel(design, catalogue));
  return {
    configuration,
    design,
    size,
    goodsCents: quoted.price.goodsCents,
    weight: { weightKg: quoted.bom.totals.weightKg, boardVolumeM3: quoted.bom.totals.boardVolumeM3 },
  };
}

/** The design's "from" price for this customer: the shop's one price function, as the price bar. */
export function fromPrice(item: Pick<GalleryItem, 'goodsCents' | 'weight'>, terms: ShopTerms): PriceBreakdown {
  return designBreakdown(item.goodsCents, item.weight, terms);
}

/** The figure a card shows: net for companies (as the price bar shows first), otherwise with VAT. */
export function shownCents(price: PriceBreakdown, netFirst: boolean): number {
  return netFirst ? price.totals.netCents : price.totals.grossCents;
}

/** The width bands the filter offers, in mm: wider than `min`, at most `max` ("up to 80 cm" holds 80 cm). */
export const widthBands = [
  { key: '0-800', min: 0, max: 800 },
  { key: '800-1600', min: 800, max: 1600 },
  { key: '1600-2400', min: 1600, max: 2400 },
  { key: '2400-', min: 2400, max: Infinity },
] as const;
export type WidthBand = (typeof widthBands)[number]['key'];

/** The budgets the filter offers: the most a customer wants to pay, in whole euros. */
export const budgets = [300, 500, 800, 1200, 2000] as const;

export interface GalleryFilters {
  room: ConfigurationRoom | null;
  width: WidthBand | null;
  /** Most the shown price may be, in euros. */
  budget: number | null;
}

export const noFilters: GalleryFilters = { room: null, width: null, budget: null };

/** The filters an address names; anything it names wrongly is left out (no filter). */
export function filtersFromParams(params: URLSearchParams): GalleryFilters {
  const room = params.get('room');
  const width = params.get('width');
  const budget = Number(params.get('budget'));
  return {
    room: configurationRooms.find((r) => r === room) ?? null,
    width: widthBands.find((b) => b.key === width)?.key ?? null,
    budget: (budgets as readonly number[]).includes(budget) ? budget : null,
  };
}

/** The address's query for the filters: only those set, in a fixed order. */
export function filtersToParams(filters: GalleryFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.room) params.set('room', filters.room);
  if (filters.width) params.set('width', filters.width);
  if (filters.budget !== null) params.set('budget', String(filters.budget));
  return params;
}

export const anyFilter = (filters: GalleryFilters) =>
  filters.room !== null || filters.width !== null || filters.budget !== null;

/** Whether a design passes the filters, at the price shown to this customer (in cents). */
export function matches(
  item: Pick<GalleryItem, 'configuration' | 'size'>,
  shown: number,
  filters: GalleryFilters,
): boolean {
  if (filters.room && item.configuration.room !== filters.room) return false;
  const band = filters.width && widthBands.find((b) => b.key === filters.width);
  if (band && !(item.size.width > band.min && item.size.width <= band.max)) return false;
  if (filters.budget !== null && shown > filters.budget * 100) return false;
  return true;
}
