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
    sl: 'Vrh: zaprite zgornjo vrsto z vrhnjimi ploščami na višini {h} mm in jih privijte.',
    en: 'Tops: close the top row with the top boards at {h} mm and fasten them.',
    es: 'Parte superior: cierre la fila superior con los tableros superiores a {h} mm y fíjelos.',
  },
  backs: {
    sl: 'Hrbti vrste {n}: od zadaj vstavite hrbtne plošče in jih pritrdite; preverite, da je korpus pravokoten.',
    en: 'Backs of row {n}: fit the back panels from behind and fasten them; check that the carcass is square.',
    es: 'Traseras de la fila {n}: coloque las traseras por detrás y fíjelas; compruebe que el cuerpo está a escuadra.',
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
    sl: 'Drsna vrata (nazadnje): privijte zgornje in spodnje vodilo, obesite krila na koleščka in namestite omejevalnike.',
    en: 'Sliding doors (last): screw on the top and bottom tracks, hang the leaves on their runners and fit the stops.',
    es: 'Puertas correderas (al final): atornille las guías superior e inferior, cuelgue las hojas en sus rodamientos y coloque los topes.',
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
