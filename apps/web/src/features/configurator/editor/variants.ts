// Variants (issue 22, "compare and keep"): the customer keeps the design in hand as a variant
// beside it, goes on editing, and flips between them. Variants live in this browser, per design
// (a project's id, or the draft's), up to `maxVariants`, each a letter (A, B, …) that stays with its
// slot. Opening a variant swaps it with the design in hand — the slot then holds what was on screen —
// so flipping back and forth loses nothing, and the editor takes the variant as one undo step.
import type { Catalogue } from '@kubik/design/catalogue/schema';
import { DesignModel } from '@kubik/design/model';
import { quoteModel } from '@kubik/design/quote';
import type { Design } from '@kubik/design/schema/document';
import type { DocumentReader } from './commands.ts';
import { emptyDiff, sameValue, type Diff } from './diff.ts';
import type { LiveQuote } from './live.ts';

export const maxVariants = 6;
const letters = 'ABCDEF';

export interface Variant {
  /** A, B, …: the slot's letter, kept while the slot lives. */
  letter: string;
  savedAt: number;
  /** As stored (opened through openDesign, like every stored design). */
  design: unknown;
  /** A small picture of it, as a data URL, when the scene could be captured. */
  thumbnail: string | null;
}

/** The variants of one design: a project's id, or `draft` for the design in hand without a project. */
export const variantsKey = (scope: string) => `kubik.configurator.variants:${scope}`;

export function readVariants(storage: Pick<Storage, 'getItem'>, scope: string): Variant[] {
  try {
    const list = JSON.parse(storage.getItem(variantsKey(scope)) ?? '[]') as unknown;
    if (!Array.isArray(list)) return [];
    const seen = new Set<string>();
    return list.flatMap((item: Partial<Variant> | null) => {
      if (
        typeof item !== 'object' ||
        item === null ||
        typeof item.letter !== 'string' ||
        !letters.includes(item.letter) ||
        seen.has(item.letter) ||
        item.design === undefined
      )
        return [];
      seen.add(item.letter);
      return [
        {
          letter: item.letter,
          savedAt: Number(item.savedAt) || 0,
          design: item.design,
          thumbnail: typeof item.thumbnail === 'string' ? item.thumbnail : null,
        },
      ];
    });
  } catch {
    return [];
  }
}

/** Writes the list; false when the browser's storage refused it (full or disabled). */
function writeVariants(storage: Pick<Storage, 'setItem'>, scope: string, list: readonly Variant[]): boolean {
  try {
    storage.setItem(variantsKey(scope), JSON.stringify(list));
    return true;
  } catch {
    return false;
  }
}

export type KeepResult =
  { ok: true; variant: Variant; variants: Variant[] } | { ok: false; reason: 'full' | 'same' | 'storage' };

/** Keeps `design` as a new variant under the first free letter; refuses a seventh and a copy of one already kept. */
export function keepVariant(
  storage: Pick<Storage, 'getItem' | 'setItem'>,
  scope: string,
  design: Design,
  thumbnail: string | null,
  now = Date.now(),
): KeepResult {
  const list = readVariants(storage, scope);
  if (list.some((v) => sameDesign(v.design, design))) return { ok: false, reason: 'same' };
  const letter = [...letters].find((l) => !list.some((v) => v.letter === l));
  if (!letter) return { ok: false, reason: 'full' };
  const variant: Variant = { letter, savedAt: now, design, thumbnail };
  const variants = [...list, variant].sort((a, b) => a.letter.localeCompare(b.letter));
  return writeVariants(storage, scope, variants) ? { ok: true, variant, variants } : { ok: false, reason: 'storage' };
}

/**
 * Opening variant `letter`: answers what it holds, and keeps `current` (the design in hand) in its
 * slot instead, so the next flip brings it back. Null when there is no such variant or the browser
 * refused to store the swap (then nothing changed).
 */
export function swapVariant(
  storage: Pick<Storage, 'getItem' | 'setItem'>,
  scope: string,
  letter: string,
  current: Design,
  thumbnail: string | null,
  now = Date.now(),
): Variant | null {
  const list = readVariants(storage, scope);
  const found = list.find((v) => v.letter === letter);
  if (!found) return null;
  const next = list.map((v) => (v.letter === letter ? { letter, savedAt: now, design: current, thumbnail } : v));
  return writeVariants(storage, scope, next) ? found : null;
}

export function removeVariant(storage: Pick<Storage, 'getItem' | 'setItem'>, scope: string, letter: string): Variant[] {
  const next = readVariants(storage, scope).filter((v) => v.letter !== letter);
  writeVariants(storage, scope, next);
  return next;
}

/** The same elements, settings and name (stored JSON compared by value). */
function sameDesign(stored: unknown, design: Design): boolean {
  return sameValue(JSON.parse(JSON.stringify(stored)) as unknown, JSON.parse(JSON.stringify(design)) as unknown);
}

/** The change that turns the document into `next`: every element, the settings and the name — one undo step. */
export function replaceDesign(doc: DocumentReader, next: Design): Diff {
  const diff = emptyDiff();
  const wanted = new Map(next.elements.map((el) => [el.id, el]));
  for (const el of doc.all()) if (!wanted.has(el.id)) diff.elements.set(el.id, [el, undefined]);
  for (const el of next.elements) {
    const before = doc.get(el.id);
    if (!sameValue(before, el)) diff.elements.set(el.id, [before, el]);
  }
  const settings = doc.getSettings();
  if (!sameValue(settings, next.settings)) diff.settings = [settings, next.settings];
  if (doc.getName() !== next.name) diff.name = [doc.getName(), next.name];
  return diff;
}

/**
 * A variant as the price bar and the summary read a design: the design and its quote, from the
 * same derivation the editor keeps live (`LiveModel`), so the price a variant shows is the price
 * bar's once it is opened (variants.test.ts).
 */
export function variantView(design: Design, catalogue: Catalogue): { design: Design; quote: LiveQuote } {
  return { design, quote: quoteModel(new DesignModel(design, catalogue)) };
}
