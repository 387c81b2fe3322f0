// A change to the design document: each touched element with its value before and after
// (undefined = absent), and the settings or name when they changed. Diffs are what history stores,
// what undo inverts and what the live model applies element by element.
import type { Settings } from '@kubik/design/schema/settings';
import type { Element } from '@kubik/design/schema/elements';

export type ElementChange = readonly [before: Element | undefined, after: Element | undefined];

export interface Diff {
  elements: Map<string, ElementChange>;
  settings?: readonly [Settings, Settings];
  name?: readonly [string, string];
}

export function emptyDiff(): Diff {
  return { elements: new Map() };
}

export function isEmptyDiff(diff: Diff): boolean {
  return diff.elements.size === 0 && !diff.settings && !diff.name;
}

export function invertDiff(diff: Diff): Diff {
  const elements = new Map<string, ElementChange>();
  for (const [id, [before, after]] of diff.elements) elements.set(id, [after, before]);
  const inverted: Diff = { elements };
  if (diff.settings) inverted.settings = [diff.settings[1], diff.settings[0]];
  if (diff.name) inverted.name = [diff.name[1], diff.name[0]];
  return inverted;
}

/** `a` then `b` as one diff; changes that end where they began are dropped. */
export function composeDiffs(a: Diff, b: Diff): Diff {
  const elements = new Map(a.elements);
  for (const [id, [before, after]] of b.elements) {
    const first = elements.get(id);
    elements.set(id, [first ? first[0] : before, after]);
  }
  for (const [id, [before, after]] of elements) if (sameValue(before, after)) elements.delete(id);
  const out: Diff = { elements };
  const settings = a.settings && b.settings ? ([a.settings[0], b.settings[1]] as const) : (b.settings ?? a.settings);
  if (settings && !sameValue(settings[0], settings[1])) out.settings = settings;
  const name = a.name && b.name ? ([a.name[0], b.name[1]] as const) : (b.name ?? a.name);
  if (name && name[0] !== name[1]) out.name = name;
  return out;
}

/** Deep equality of two JSON values (elements and settings are plain JSON). */
export function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const ka = Object.keys(a),
    kb = Object.keys(b);
  if (ka.length !== kb.length) return false;
  for (const key of ka)
    if (!sameValue((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key])) return false;
  return true;
}
