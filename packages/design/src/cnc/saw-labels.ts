// The words and numbers a saw diagram shows, in one place for the sheet DXF, the sheet SVG and the
// PDF's cutting-plan pages: each piece's label number and size, each offcut's size, and per sheet
// the number of cuts and their total length. Sizes in mm; the words are the workshop catalogue's
// (`i18n/locales/workshop-<lang>.json`).
import type { Lang } from '../i18n/lang.ts';
import { byKey } from '../i18n/wording.ts';
import { workshopTexts } from '../i18n/workshop.ts';
import type { NestingItem, SheetPlan } from '../nesting/types.ts';
import { pieceLabel, type Rect, type SawPlan } from './saw-cuts.ts';

export const sawWords = byKey(workshopTexts, (texts) => texts.saw);

const mm = (v: number) => String(Math.round(v * 10) / 10);

/** A rectangle's size as laid on the sheet, e.g. `400 × 300`. */
export function sizeText(r: Pick<Rect, 'width' | 'height'>): string {
  return `${mm(r.width)} × ${mm(r.height)}`;
}

/** Each placement's label number (`V001 1/4`): its part number and its index among the part's pieces, 1-based. */
export function pieceLabels(sheet: SheetPlan, items: readonly NestingItem[]): string[] {
  const quantity = new Map(items.map((i) => [i.id, Math.max(1, Math.floor(i.copies ?? 1))]));
  return sheet.placements.map((p) => pieceLabel(p.itemId, p.copy + 1, quantity.get(p.itemId) ?? p.copy + 1));
}

/** The offcuts worth naming on a diagram: inside the trim (the trim strips are waste). */
export function namedOffcuts(saw: SawPlan): Rect[] {
  return saw.offcuts.filter((o) => o.kind === 'offcut');
}

/** A piece's second line: its size as laid, and the turned mark when the part lies turned. */
export function pieceSizeText(sheet: SheetPlan, placement: number, lang: Lang): string {
  const p = sheet.placements[placement]!;
  return `${sizeText(p)}${p.rotated ? ` ${sawWords.turnedMark[lang]}` : ''}`;
}

/** The sheet's line of totals, e.g. `Cuts: 10 · cut length 6270 mm · offcuts: 4` (and what the turned mark means, when used). */
export function sheetSummary(saw: SawPlan, sheet: SheetPlan, lang: Lang): string {
  const turned = sheet.placements.some((p) => p.rotated) ? ` · ${sawWords.turned[lang]}` : '';
  return `${sawWords.cuts[lang]}: ${saw.cuts.length} · ${sawWords.cutLength[lang]} ${mm(saw.cutLength)} mm · ${sawWords.offcuts[lang]}: ${namedOffcuts(saw).length}${turned}`;
}
