// Step texts in the three languages. `{n}` is a row number (1 = the bottom row), `{h}` a height in mm;
// for lying down and tilting up (rules/tilt.ts) `{h}` the unit's height, `{d}` its depth, `{t}` the
// clear height the tilt needs (√(H² + D²)), `{c}` the ceiling, `{l}` the limit above which units lie down.
import type { Localized } from '../i18n/lang.ts';

export type StepKind =
  'lieDown' | 'base' | 'level' | 'tops' | 'backs' | 'tiltUp' | 'shelves' | 'bars' | 'drawers' | 'doors' | 'wallFixing';

const texts: Record<StepKind, Localized> = {
  lieDown: {
    sl: 'Sestavljanje leže: sestav je visok {h} mm (več kot {l} mm), zato ga sestavite ležečega na hrbtu, na odeji na tleh, v dveh: v naslednjih korakih je »spodaj« konec pri vaših nogah in vrsta 1 prva od njega. Preden pribijete hrbet, ga obrnite na sprednje robove.',
    en: 'Assemble lying down: the unit is {h} mm tall (over {l} mm), so build it lying on its back on a blanket on the floor, two people: in the next steps "bottom" is the end at your feet and row 1 the first from it. Before nailing on the back, turn it over onto its front edges.',
    es: 'Montaje tumbado: el mueble mide {h} mm de alto (más de {l} mm), así que móntelo tumbado sobre su trasera, encima de una manta en el suelo, entre dos personas: en los pasos siguientes «abajo» es el extremo junto a sus pies y la fila 1 la primera desde él. Antes de clavar la trasera, gírelo sobre sus cantos delanteros.',
  },
  tiltUp: {
    sl: 'Dvig pokonci: v dveh primite sestav na zgornjem koncu in ga dvignite na dno, z nogo ob spodnjem robu. Pri dvigu potrebuje {t} mm prostora v višino (√({h}² + {d}²)); strop je na {c} mm. Nato ga potisnite na mesto.',
    en: 'Tilt up: two people lift the unit by its top end and walk it up onto its bottom, a foot against the bottom edge. The tilt needs {t} mm of clear height (√({h}² + {d}²)); the ceiling is at {c} mm. Then push it into place.',
    es: 'Levantar: entre dos personas, levanten el mueble por el extremo superior y pónganlo de pie sobre su base, con un pie contra el canto inferior. Al levantarlo necesita {t} mm de altura libre (√({h}² + {d}²)); el techo está a {c} mm. Después empújelo a su sitio.',
  },
  base: {
    sl: 'Podnožje: položite spodnje plošče na tla in nanje postavite stranice spodnje vrste; spojite jih z okovjem.',
    en: 'Base: lay the bottom boards on the floor and stand the sides of the bottom row on them; join them with the fittings.',
    es: 'Base: coloque los tableros inferiores en el suelo y monte sobre ellos los laterales de la fila inferior; únalos con los herrajes.',
  },
  level: {
    sl: 'Vrsta {n}: položite vodoravne plošče na višini {h} mm na vrsto pod njo in nanje postavite stranice vrste {n}; spojite jih z okovjem.',
    en: 'Row {n}: lay the horizontal boards at {h} mm on the row below and stand the sides of row {n} on them; join them with the fittings.',
    es: 'Fila {n}: coloque los tableros horizontales a {h} mm sobre la fila de abajo y monte en ellos los laterales de la fila {n}; únalos con los herrajes.',
  },
  tops: {
    sl: 'Zapiranje vrste {n}: na stranice vrste {n} položite plošče na višini {h} mm in jih spojite z okovjem.',
    en: 'Closing row {n}: lay the boards at {h} mm on the sides of row {n} and join them with the fittings.',
    es: 'Cierre de la fila {n}: coloque los tableros a {h} mm sobre los laterales de la fila {n} y únalos con los herrajes.',
  },
  backs: {
    sl: 'Hrbti vrste {n}: preverite, da je korpus pravokoten (diagonali sta enaki), nato hrbtne plošče od zadaj pribijte na zadnje robove plošč.',
    en: "Backs of row {n}: check that the carcass is square (equal diagonals), then nail the back panels onto the boards' back edges from behind.",
    es: 'Traseras de la fila {n}: compruebe que el cuerpo está a escuadra (diagonales iguales) y clave las traseras por detrás en los cantos traseros de los tableros.',
  },
  shelves: {
    sl: 'Police: vstavite nosilce polic v luknje in nanje položite police.',
    en: 'Shelves: press the shelf pins into their holes and lay the shelves on them.',
    es: 'Estantes: inserte los soportes en sus agujeros y coloque los estantes encima.',
  },
  bars: {
    sl: 'Palice: privijte nosilce in končnike ter vstavite palice.',
    en: 'Bars: screw on the supports and end fittings and fit the bars.',
    es: 'Barras: atornille los soportes y terminales y coloque las barras.',
  },
  drawers: {
    sl: 'Predali: vsak predal sestavite s konfirmat vijaki (stranici na sprednjo in zadnjo ploščo) in mu od spodaj pribijte dno; privijte vodila na stranice kocke in na stranici predala, predal nataknite na vodila in mu od znotraj privijte čelo.',
    en: "Drawers: put each box together with the confirmat screws (sides onto its front and back) and nail its bottom on from below; screw the runners to the cube's sides and to the box's sides, slide the box onto its runners and screw the front on from inside the box.",
    es: 'Cajones: monte cada caja con los tornillos confirmat (laterales contra su frente y su trasera) y clávele el fondo por debajo; atornille las guías a los laterales del cubo y a los de la caja, encaje la caja en sus guías y atornille el frente desde dentro de la caja.',
  },
  doors: {
    sl: 'Drsna vrata (nazadnje): čez celotna vrata, od stranice do stranice, privijte zgornje vodilo pod zgornjo ploščo in spodnje na spodnjo, spredaj, pred vmesnimi stranicami; obesite krila na koleščka (izmenično v sprednje in zadnje vodilo) in namestite omejevalnike.',
    en: 'Sliding doors (last): across the whole door, from side to side, screw the top track under the top board and the bottom track onto the bottom board, at the front, in front of the partitions; hang the leaves on their runners (front and back track in turn) and fit the stops.',
    es: 'Puertas correderas (al final): a lo largo de toda la puerta, de lateral a lateral, atornille la guía superior bajo el tablero de arriba y la inferior sobre el de abajo, delante, por delante de las divisiones; cuelgue las hojas en sus rodamientos (guía delantera y trasera alternas) y coloque los topes.',
  },
  wallFixing: {
    sl: 'Pritrditev na steno: omaro pritrdite na steno s kompleti proti prevrnitvi.',
    en: 'Wall fixing: fix the unit to the wall with the anti-tip kits.',
    es: 'Fijación a la pared: fije el mueble a la pared con los kits antivuelco.',
  },
};

export function stepText(kind: StepKind, params: Record<string, number> = {}): Localized {
  const fill = (s: string) =>
    s.replace(/\{(\w+)\}/g, (whole, key: string) => (key in params ? String(params[key]) : whole));
  const t = texts[kind];
  return { sl: fill(t.sl), en: fill(t.en), es: fill(t.es) };
}

/** Headings used around the steps (PDF, configurator). */
export const stepLabels = {
  step: { sl: 'Korak', en: 'Step', es: 'Paso' },
  parts: { sl: 'Deli', en: 'Parts', es: 'Piezas' },
  hardware: { sl: 'Okovje', en: 'Hardware', es: 'Herrajes' },
} satisfies Record<string, Localized>;
