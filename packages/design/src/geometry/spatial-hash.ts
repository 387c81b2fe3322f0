// A uniform grid over space: each box is filed under every 400 mm bucket it covers, so "what is
// near this box" costs a few map lookups instead of a scan of every cube (overlaps, supports,
// neighbours of 2,000 cubes stay well under a millisecond).
import { appended } from './lists.ts';
import type { Box } from './mm.ts';

const BUCKET_MM = 400;
// Coordinates are within ±100 m (limits.ts): 250 buckets each way, so 9 bits per axis suffice
// and a key stays a small integer (27 bits), which V8 keeps unboxed.
const OFFSET = 256;
const SPAN = 512;

export class SpatialHash<T extends { box: Box }> {
  private buckets = new BucketTable<T>();

  add(item: T): void {
    const { box } = item;
    const bx1 = bucket(box.x + box.width - 1),
      by1 = bucket(box.y + box.height - 1),
      bz1 = bucket(box.z + box.depth - 1);
    for (let bx = bucket(box.x); bx <= bx1; bx++) {
      for (let by = bucket(box.y); by <= by1; by++) {
        for (let bz = bucket(box.z); bz <= bz1; bz++) {
          const key = ((bx + OFFSET) * SPAN + (by + OFFSET)) * SPAN + (bz + OFFSET);
          const items = this.buckets.get(key);
          // Exact-size arrays: a bucket mostly holds one item.
          this.buckets.set(key, items ? appended(items, item) : [item]);
        }
      }
    }
  }

  remove(item: T): void {
    for (const key of this.keys(item.box)) {
      const bucket = this.buckets.get(key);
      if (!bucket) continue;
      const at = bucket.indexOf(item);
      if (at >= 0) bucket.splice(at, 1);
      if (bucket.length === 0) this.buckets.delete(key);
    }
  }

  /** Every item in a bucket the closed box reaches (a superset of the items touching it). */
  near(box: Box): T[] {
    const found: T[] = [];
    const bx1 = bucket(box.x + box.width),
      by1 = bucket(box.y + box.height),
      bz1 = bucket(box.z + box.depth);
    let buckets = 0;
    for (let bx = bucket(box.x - 1); bx <= bx1; bx++) {
      for (let by = bucket(box.y - 1); by <= by1; by++) {
        for (let bz = bucket(box.z - 1); bz <= bz1; bz++) {
          const items = this.buckets.get(((bx + OFFSET) * SPAN + (by + OFFSET)) * SPAN + (bz + OFFSET));
          if (!items) continue;
          // An item filed in several buckets is found more than once; only then is a check needed.
          for (const item of items) if (buckets === 0 || !found.includes(item)) found.push(item);
          buckets++;
        }
      }
    }
    return found;
  }

  /**
   * Appends to `out` each item filed in a bucket that the half-open range [x0, x1) × [y0, y1) ×
   * [z0, z1) covers (an item in several of those buckets comes more than once).
   */
  collect(x0: number, x1: number, y0: number, y1: number, z0: number, z1: number, out: T[]): T[] {
    this.gather(x0, x1, y0, y1, z0, z1, out, out.length);
    return out;
  }

  /**
   * `collect`, writing from `out[count]` on and returning the new count: with a reused `out` (never
   * emptied by `length = 0`, which would drop its storage) it allocates nothing. This is what the
   * rules and contacts of 2,000 cubes run on.
   */
  gather(
    x0: number,
    x1: number,
    y0: number,
    y1: number,
    z0: number,
    z1: number,
    out: (T | undefined)[],
    count: number,
  ): number {
    const bx1 = bucket(x1 - 1),
      by1 = bucket(y1 - 1),
      bz1 = bucket(z1 - 1);
    for (let bx = bucket(x0); bx <= bx1; bx++) {
      for (let by = bucket(y0); by <= by1; by++) {
        for (let bz = bucket(z0); bz <= bz1; bz++) {
          const items = this.buckets.get(((bx + OFFSET) * SPAN + (by + OFFSET)) * SPAN + (bz + OFFSET));
          if (items) for (let k = 0; k < items.length; k++) out[count++] = items[k]!;
        }
      }
    }
    return count;
  }

  /**
   * Items that may share volume with the box: filed in one of the buckets the box's half-open
   * extent covers (a 400 mm cube on the grid: one bucket, not the 27 of `near`).
   */
  within(box: Box): T[] {
    const found: T[] = [];
    const keys = this.keys(box);
    for (const key of keys) {
      const items = this.buckets.get(key);
      if (items) for (const item of items) if (keys.length === 1 || !found.includes(item)) found.push(item);
    }
    return found;
  }

  /**
   * Bucket keys of a box by its half-open extent: a 400 mm cube on the grid lands in one bucket.
   * `near` widens its query by 1 mm each way, so boxes that merely touch are found.
   */
  private keys(box: Box): number[] {
    const bx0 = bucket(box.x),
      bx1 = bucket(box.x + box.width - 1);
    const by0 = bucket(box.y),
      by1 = bucket(box.y + box.height - 1);
    const bz0 = bucket(box.z),
      bz1 = bucket(box.z + box.depth - 1);
    const keys: number[] = [];
    for (let bx = bx0; bx <= bx1; bx++) {
      for (let by = by0; by <= by1; by++) {
        for (let bz = bz0; bz <= bz1; bz++) keys.push(((bx + OFFSET) * SPAN + (by + OFFSET)) * SPAN + (bz + OFFSET));
      }
    }
    return keys;
  }
}

function bucket(value: number): number {
  return Math.floor(value / BUCKET_MM);
}

/**
 * Bucket key → items, for the keys above (non-negative, under 2^28): open addressing with linear
 * probing over a typed array of keys. Looking buckets up is most of what the rules and the carcass
 * of 2,000 cubes do (some 35,000 look-ups), and a Map took three times as long per look-up.
 */
class BucketTable<T> {
  private keys = new Int32Array(64).fill(EMPTY);
  private lists: (T[] | undefined)[] = new Array<T[] | undefined>(64).fill(undefined);
  /** log2 of the capacity; the table is kept at most half full. */
  private bits = 6;
  private size = 0;

  get(key: number): T[] | undefined {
    const keys = this.keys,
      mask = keys.length - 1;
    for (let i = slot(key, this.bits); ; i = (i + 1) & mask) {
      const k = keys[i]!;
      if (k === key) return this.lists[i];
      if (k === EMPTY) return undefined;
    }
  }

  set(key: number, list: T[]): void {
    const keys = this.keys,
      mask = keys.length - 1;
    let i = slot(key, this.bits);
    while (keys[i] !== EMPTY && keys[i] !== key) i = (i + 1) & mask;
    if (keys[i] === EMPTY) {
      if (2 * (this.size + 1) > keys.length) {
        this.grow();
        this.set(key, list);
        return;
      }
      keys[i] = key;
      this.size++;
    }
    this.lists[i] = list;
  }

  delete(key: number): void {
    const keys = this.keys,
      lists = this.lists,
      mask = keys.length - 1;
    let i = slot(key, this.bits);
    while (keys[i] !== key) {
      if (keys[i] === EMPTY) return;
      i = (i + 1) & mask;
    }
    // Backward-shift deletion: move later entries of the probe run into the gap where their
    // probe would have passed it, so no tombstones are needed.
    for (let j = (i + 1) & mask; keys[j] !== EMPTY; j = (j + 1) & mask) {
      const home = slot(keys[j]!, this.bits);
      const stays = i <= j ? home > i && home <= j : home > i || home <= j;
      if (stays) continue;
      keys[i] = keys[j]!;
      lists[i] = lists[j];
      i = j;
    }
    keys[i] = EMPTY;
    lists[i] = undefined;
    this.size--;
  }

  private grow(): void {
    const { keys, lists } = this;
    this.bits++;
    this.keys = new Int32Array(1 << this.bits).fill(EMPTY);
    this.lists = new Array<T[] | undefined>(1 << this.bits).fill(undefined);
    this.size = 0;
    for (let i = 0; i < keys.length; i++) if (keys[i] !== EMPTY) this.set(keys[i]!, lists[i]!);
  }
}

const EMPTY = -1;

/** Fibonacci hashing: the top `bits` bits of the key times 2^32 / φ. */
function slot(key: number, bits: number): number {
  return Math.imul(key, 0x9e3779b9) >>> (32 - bits);
}
