// How the catalogue's colour and finish names look on screen. The catalogue names colours (its
// materials list which each board comes in); the hex values are the configurator's own. Room and
// wall colours are free text in the document: a name from here, a #rrggbb value, or a neutral grey.
const named: Record<string, string> = {
  white: '#f2f0eb',
  grey: '#a7a49f',
  black: '#2b2a28',
  'natural-oak': '#caa271',
  'smoked-oak': '#7c5b3e',
  natural: '#e3c9a0',
  'white-oiled': '#eee4d3',
  sand: '#d8c6a5',
  sage: '#9bab92',
  terracotta: '#c0704f',
  anthracite: '#44474a',
  oak: '#c9a77c',
  chrome: '#c9ccd0',
  zinc: '#9ea3a8',
  brass: '#b5944b',
  hidden: '#8a7f73',
};

export function colourHex(name: string | undefined, fallback = '#b9b3aa'): string {
  if (!name) return fallback;
  if (/^#[0-9a-f]{6}$/i.test(name)) return name;
  return named[name] ?? fallback;
}

/** Colours with a swatch in the drawers, in the catalogue's order. */
export function knownColour(name: string): boolean {
  return name in named;
}
