// Elements named the way a customer would point at them, in sl, en and es: "bottom row, second from
// the left" instead of `cube-6`. A cube's place is its row (cubes standing at the same height), its
// place in that row counted from the nearer end, and — when a row is two cubes deep — front or back.
// Shelves, doors and hanging rails are named by the cube they are in; walls, lines, labels and
// connectors by their order. The configurator's lists, drawers and findings use these names, and
// `findingWords` puts them (with the catalogue's translated material and colour names and the
// language's number format) into finding messages.
import type { Catalogue } from '../catalogue/schema.ts';
import type { Element } from '../schema/elements.ts';
import type { ParamWords } from './texts.ts';
import { langs, type Lang, type Localized } from './lang.ts';

const ordinals: Record<Lang, { row: string[]; cube: string[] }> = {
  en: {
    row: ['first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh', 'eighth', 'ninth', 'tenth'],
    cube: ['first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh', 'eighth', 'ninth', 'tenth'],
  },
  // Both "vrsta" and "kocka" are feminine.
  sl: {
    row: ['prva', 'druga', 'tretja', 'četrta', 'peta', 'šesta', 'sedma', 'osma', 'deveta', 'deseta'],
    cube: ['prva', 'druga', 'tretja', 'četrta', 'peta', 'šesta', 'sedma', 'osma', 'deveta', 'deseta'],
  },
  // "fila" is feminine, "cubo" masculine.
  es: {
    row: ['primera', 'segunda', 'tercera', 'cuarta', 'quinta', 'sexta', 'séptima', 'octava', 'novena', 'décima'],
    cube: ['primero', 'segundo', 'tercero', 'cuarto', 'quinto', 'sexto', 'séptimo', 'octavo', 'noveno', 'décimo'],
  },
};

function ordinal(lang: Lang, n: number, of: 'row' | 'cube'): string {
  const word = ordinals[lang][of][n - 1];
  if (word) return word;
  if (lang === 'en')
    return `${n}${n % 10 === 1 && n % 100 !== 11 ? 'st' : n % 10 === 2 && n % 100 !== 12 ? 'nd' : n % 10 === 3 && n % 100 !== 13 ? 'rd' : 'th'}`;
  if (lang === 'es') return `${n}.${of === 'row' ? 'ª' : 'º'}`;
  return `${n}.`;
}

const words = {
  bottomRow: { sl: 'spodnja vrsta', en: 'bottom row', es: 'fila de abajo' },
  topRow: { sl: 'zgornja vrsta', en: 'top row', es: 'fila de arriba' },
  nthRow: { sl: '{n} vrsta od spodaj', en: '{n} row from the bottom', es: '{n} fila desde abajo' },
  fromLeft: { sl: '{n} z leve', en: '{n} from the left', es: '{n} por la izquierda' },
  fromRight: { sl: '{n} z desne', en: '{n} from the right', es: '{n} por la derecha' },
  middle: { sl: 'na sredini', en: 'in the middle', es: 'en el centro' },
  front: { sl: 'spredaj', en: 'at the front', es: 'delante' },
  back: { sl: 'zadaj', en: 'at the back', es: 'detrás' },
  nthLayer: { sl: '{n} od spredaj', en: '{n} from the front', es: '{n} desde delante' },
} satisfies Record<string, Localized>;

const fill = (text: string, n: string) => text.replace('{n}', n);

type Box = { id: string; x: number; y: number; z: number };

/** Each cube's place in words ("bottom row, second from the left"); '' for a lone cube. */
export function cubePlaces(
  cubes: readonly { id: string; position: { x: number; y: number; z: number } }[],
): Map<string, Localized> {
  const out = new Map<string, Localized>();
  const rows = new Map<number, Box[]>();
  for (const c of cubes) {
    const list = rows.get(c.position.y) ?? [];
    list.push({ id: c.id, ...c.position });
    rows.set(c.position.y, list);
  }
  const levels = [...rows.keys()].sort((a, b) => a - b);
  levels.forEach((y, r) => {
    const row = rows.get(y)!;
    const layers = [...new Set(row.map((c) => c.z))].sort((a, b) => b - a);
    for (const [l, z] of layers.entries()) {
      const line = row.filter((c) => c.z === z).sort((a, b) => a.x - b.x || a.id.localeCompare(b.id));
      line.forEach((cube, i) => {
        const place = {} as Localized;
        for (const lang of langs) {
          const parts: string[] = [];
          if (levels.length > 1)
            parts.push(
              r === 0
                ? words.bottomRow[lang]
                : r === levels.length - 1
                  ? words.topRow[lang]
                  : fill(words.nthRow[lang], ordinal(lang, r + 1, 'row')),
            );
          const n = line.length;
          if (n > 1) {
            if (n % 2 === 1 && n >= 3 && i === (n - 1) / 2) parts.push(words.middle[lang]);
            else if (i < n / 2) parts.push(fill(words.fromLeft[lang], ordinal(lang, i + 1, 'cube')));
            else parts.push(fill(words.fromRight[lang], ordinal(lang, n - i, 'cube')));
          }
          if (layers.length === 2) parts.push(l === 0 ? words.front[lang] : words.back[lang]);
          else if (layers.length > 2) parts.push(fill(words.nthLayer[lang], ordinal(lang, l + 1, 'cube')));
          place[lang] = parts.join(', ');
        }
        out.set(cube.id, place);
      });
    }
  });
  return out;
}

const plural = Object.fromEntries(langs.map((lang) => [lang, new Intl.PluralRules(lang)])) as Record<
  Lang,
  Intl.PluralRules
>;
const cubeCount: Record<Lang, Partial<Record<Intl.LDMLPluralRule, string>>> = {
  sl: { one: '{n} kocko', two: '{n} kocki', few: '{n} kocke', other: '{n} kock' },
  en: { one: '{n} cube', other: '{n} cubes' },
  es: { one: '{n} cubo', other: '{n} cubos' },
};
const cubes = (lang: Lang, n: number) =>
  (cubeCount[lang][plural[lang].select(n)] ?? cubeCount[lang].other!).replace('{n}', String(n));

/** How each kind is named in a sentence, with the cube's place `{p}` in brackets after it. */
const phrases = {
  cube: { sl: 'kocka{p}', en: 'the cube{p}', es: 'el cubo{p}' },
  shelf: {
    sl: 'polica na višini {h} mm v kocki{p}',
    en: 'the shelf at {h} mm in the cube{p}',
    es: 'el estante a {h} mm en el cubo{p}',
  },
  shelfAcross: {
    sl: 'polica na višini {h} mm čez {c} od kocke{p}',
    en: 'the shelf at {h} mm across {c} from the cube{p}',
    es: 'el estante a {h} mm sobre {c} desde el cubo{p}',
  },
  door: {
    sl: 'drsna vrata čez {c} od kocke{p}',
    en: 'the sliding doors across {c} from the cube{p}',
    es: 'las puertas correderas sobre {c} desde el cubo{p}',
  },
  rail: {
    sl: 'obešalna palica v kocki{p}',
    en: 'the hanging rail in the cube{p}',
    es: 'la barra de colgar del cubo{p}',
  },
  drawers: { sl: 'predali v kocki{p}', en: 'the drawers in the cube{p}', es: 'los cajones del cubo{p}' },
  frameBar: { sl: 'okvirna palica {n}', en: 'frame bar {n}', es: 'la barra de estructura {n}' },
  wall: { sl: 'stena {n}', en: 'wall {n}', es: 'la pared {n}' },
  room: { sl: 'soba', en: 'the room', es: 'la habitación' },
  line: { sl: 'kotirna črta {n}', en: 'dimension line {n}', es: 'la cota {n}' },
  text: { sl: 'napis »{t}«', en: 'the label “{t}”', es: 'el rótulo «{t}»' },
  connector: { sl: 'spojnik {n}', en: 'connector {n}', es: 'el conector {n}' },
} satisfies Record<string, Localized>;

/** Names of the elements of one design: where each is, and how a sentence names it. */
export class ElementNames {
  private readonly places: Map<string, Localized>;
  private readonly elements: Map<string, Element>;
  private readonly order = new Map<string, number>();

  constructor(elements: readonly Element[]) {
    this.elements = new Map(elements.map((el) => [el.id, el]));
    this.places = cubePlaces(elements.filter((el) => el.kind === 'cube'));
    const counters = new Map<string, number>();
    for (const el of elements) {
      const kind = el.kind === 'bar' ? (el.cube === undefined ? 'frameBar' : 'rail') : el.kind;
      const n = (counters.get(kind) ?? 0) + 1;
      counters.set(kind, n);
      this.order.set(el.id, n);
    }
  }

  /** Where an element is: a cube's place, or the place of the cube a shelf, door or rail is in. '' when there is nothing to say. */
  place(id: string): Localized | null {
    const el = this.elements.get(id);
    if (!el) return null;
    const host =
      el.kind === 'cube'
        ? el.id
        : el.kind === 'shelf' || el.kind === 'slidingDoor'
          ? el.cubes[0]
          : el.kind === 'bar' || el.kind === 'drawers'
            ? el.cube
            : undefined;
    return host ? (this.places.get(host) ?? null) : null;
  }

  /** The element as a sentence names it ("the cube (bottom row, second from the left)"); null for an unknown id. */
  phrase(id: string): Localized | null {
    const el = this.elements.get(id);
    if (!el) return null;
    const place = this.place(id);
    const n = String(this.order.get(id) ?? 1);
    const out = {} as Localized;
    for (const lang of langs) {
      const p = place && place[lang] ? ` (${place[lang]})` : '';
      let text: string;
      switch (el.kind) {
        case 'cube':
          text = phrases.cube[lang];
          break;
        case 'shelf':
          text = (el.cubes.length > 1 ? phrases.shelfAcross[lang] : phrases.shelf[lang])
            .replace('{h}', formatMm(lang, el.height))
            .replace('{c}', cubes(lang, el.cubes.length));
          break;
        case 'slidingDoor':
          text = phrases.door[lang].replace('{c}', cubes(lang, el.cubes.length));
          break;
        case 'bar':
          text = el.cube === undefined ? phrases.frameBar[lang] : phrases.rail[lang];
          break;
        case 'wall':
          text = phrases.wall[lang];
          break;
        case 'room':
          text = phrases.room[lang];
          break;
        case 'line':
          text = phrases.line[lang];
          break;
        case 'text':
          text = phrases.text[lang].replace('{t}', el.text);
          break;
        case 'connector':
          text = phrases.connector[lang];
          break;
        case 'drawers':
          text = phrases.drawers[lang];
          break;
      }
      out[lang] = text.replace('{p}', p).replace('{n}', n);
    }
    return out;
  }
}

const numberTags: Record<Lang, string> = { sl: 'sl-SI', en: 'en-GB', es: 'es-ES' };

/**
 * A number as the language writes it, one decimal at most: "1,200" in en, "1.200" in es (Spain
 * groups from four digits here, as the configurator does), "1200" and "12.000" in sl (CLDR).
 */
export function formatNumberIn(lang: Lang, value: number): string {
  return new Intl.NumberFormat(numberTags[lang], {
    maximumFractionDigits: 1,
    ...(lang === 'es' ? { useGrouping: 'always' as const } : {}),
  }).format(value);
}

const formatMm = (lang: Lang, value: number) => formatNumberIn(lang, value);

const dimensions: Record<string, Localized> = {
  width: { sl: 'širina', en: 'width', es: 'anchura' },
  height: { sl: 'višina', en: 'height', es: 'altura' },
  depth: { sl: 'globina', en: 'depth', es: 'profundidad' },
};

/**
 * Words for a finding's parameters in one language: element ids as `ElementNames` phrases,
 * materials and colours by their catalogue names (a material may come as its id or its English
 * name), dimensions translated, numbers in the language's format. Anything else stays as it is
 * (a drilling rule is worded by the finding's texts: i18n/texts.ts).
 */
export function findingWords(names: ElementNames, catalogue: Pick<Catalogue, 'materials' | 'colours'>): ParamWords {
  const materials = new Map<string, Localized>();
  for (const m of catalogue.materials) {
    materials.set(m.id, m.name);
    materials.set(m.name.en, m.name);
  }
  const colours = new Map(catalogue.colours.map((c) => [c.id, c.name]));
  return (name, value, lang) => {
    if (typeof value === 'number')
      return name === 'max' || name === 'count' || name === 'version' || name === 'current'
        ? undefined
        : formatNumberIn(lang, value);
    if (name === 'id' || name === 'a' || name === 'b') return names.phrase(value)?.[lang];
    if (name === 'material') return materials.get(value)?.[lang];
    if (name === 'colour' || name === 'used') return colours.get(value)?.[lang];
    if (name === 'dimension') return dimensions[value]?.[lang];
    return undefined;
  };
}
