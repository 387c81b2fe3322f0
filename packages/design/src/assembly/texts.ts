// Step texts in the three languages. `{n}` is a row number (1 = the bottom row), `{h}` a height in mm.
import type { Localized } from '../i18n/lang.ts';

export type StepKind = 'base' | 'level' | 'tops' | 'backs' | 'shelves' | 'bars' | 'doors' | 'wallFixing';

const texts: Record<StepKind, Localized> = {
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
    en: 'Backs of row {n}: check that the carcass is square (equal diagonals), then nail the back panels onto the boards\' back edges from behind.',
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
  doors: {
    sl: 'Drsna vrata (nazadnje): v vsako odprtino med stranicama privijte zgornje vodilo pod zgornjo ploščo in spodnje na spodnjo, spredaj; obesite krila te odprtine na koleščka (izmenično v sprednje in zadnje vodilo) in namestite omejevalnike.',
    en: 'Sliding doors (last): in each opening between two sides, screw the top track under the top board and the bottom track onto the bottom board, at the front; hang that opening\'s leaves on their runners (front and back track in turn) and fit the stops.',
    es: 'Puertas correderas (al final): en cada hueco entre dos laterales, atornille la guía superior bajo el tablero de arriba y la inferior sobre el de abajo, delante; cuelgue las hojas de ese hueco en sus rodamientos (guía delantera y trasera alternas) y coloque los topes.',
  },
  wallFixing: {
    sl: 'Pritrditev na steno: omaro pritrdite na steno s kompleti proti prevrnitvi.',
    en: 'Wall fixing: fix the unit to the wall with the anti-tip kits.',
    es: 'Fijación a la pared: fije el mueble a la pared con los kits antivuelco.',
  },
};

export function stepText(kind: StepKind, params: Record<string, number> = {}): Localized {
  const fill = (s: string) => s.replace(/\{(\w+)\}/g, (whole, key: string) => (key in params ? String(params[key]) : whole));
  const t = texts[kind];
  return { sl: fill(t.sl), en: fill(t.en), es: fill(t.es) };
}

/** Headings used around the steps (PDF, configurator). */
export const stepLabels = {
  step: { sl: 'Korak', en: 'Step', es: 'Paso' },
  parts: { sl: 'Deli', en: 'Parts', es: 'Piezas' },
  hardware: { sl: 'Okovje', en: 'Hardware', es: 'Herrajes' },
} satisfies Record<string, Localized>;
