// Small lists the model keeps thousands of (cells per face, corner or bucket; contacts per cube).

/**
 * `list` with `item` added, as a new array of exactly that size. Neither `[...list, item]` nor
 * `push` gives that: both grow the array's storage to 17 slots, 150 bytes for a list of two.
 */
export function appended<T>(list: readonly T[], item: T): T[] {
  switch (list.length) {
    case 0:
      return [item];
    case 1:
      return [list[0]!, item];
    case 2:
      return [list[0]!, list[1]!, item];
    case 3:
      return [list[0]!, list[1]!, list[2]!, item];
    case 4:
      return [list[0]!, list[1]!, list[2]!, list[3]!, item];
    case 5:
      return [list[0]!, list[1]!, list[2]!, list[3]!, list[4]!, item];
    default:
      return list.concat([item]);
  }
}
