// How colours look on screen. Boards, bars and fittings come in the catalogue's colours (its colour
// table has each one's hex and name in sl/en/es). Room, floor and wall colours are free text in the
// document: one of the small room palette below, a #rrggbb value, or a neutral default.
import type { Catalogue } from '@kubik/design/catalogue/schema';

/** The room palette: the colours the room and wall drawers offer (names in `configurator.roomColours`). */
export const roomColours: Readonly<Record<string, string>> = {
  white: '#f2f0eb',
  sand: '#d8c6a5',
  sage: '#9bab92',
  terracotta: '#c0704f',
  anthracite: '#44474a',
  grey: '#a7a49f',
  oak: '#c9a77c',
};

const hexPattern = /^#[0-9a-f]{6}$/i;

/** A room or wall colour: a palette name or #rrggbb; otherwise `fallback`. */
export function roomColourHex(name: string | undefined, fallback: string): string {
  if (!name) return fallback;
  if (hexPattern.test(name)) return name;
  return roomColours[name] ?? fallback;
}

/** A catalogue colour's hex by id, read from the catalogue's colour table. */
export function catalogueHex(
  catalogue: Pick<Catalogue, 'colours'>,
): (id: string | undefined, fallback?: string) => string {
  const table = new Map(catalogue.colours.map((c) => [c.id, c.hex]));
  return (id, fallback = '#b9b3aa') => (id ? (table.get(id) ?? (hexPattern.test(id) ? id : fallback)) : fallback);
}
