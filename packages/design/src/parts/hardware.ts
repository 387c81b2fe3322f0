// Hardware the derivation asks for: catalogue fittings by the piece, track and bars cut to length.
import type { HardwareKind } from '../catalogue/schema.ts';

export interface HardwareItem {
  /** A catalogue hardware id, or a bar profile id when `kind` is "bar". */
  code: string;
  kind: HardwareKind | 'bar';
  quantity: number;
  /** Cut length of each piece, mm, for tracks and bars. */
  length?: number;
  finish?: string;
  /** What the item is for, among the extras: the assembly step it belongs to (not part of its BOM line). */
  purpose?: 'shelves' | 'bars' | 'doors' | 'drawers' | 'wallFixing';
}

/** One line per code, finish and cut length; the same items in any order give the same key. */
export function hardwareKey(item: HardwareItem): string {
  return `${item.code}|${item.finish ?? ''}|${item.length ?? ''}`;
}
