// The colours and finishes boards and metal parts come in: one table, so the configurator's swatches,
// the drawings in the PDF and the BOM all show the same colour under the same name in sl, en and es.
// Catalogues stored before this table existed named colours by id only; `withColourTable`
// (upgrade.ts) gives them this table when they are read, so they keep parsing (the ids are the same).
import type { Colour } from './schema.ts';

const colour = (id: string, hex: string, sl: string, en: string, es: string): Colour => ({ id, hex, name: { sl, en, es } });

export const builtInColours: readonly Colour[] = [
  colour('white', '#f2f0eb', 'Bela', 'White', 'Blanco'),
  colour('grey', '#a7a49f', 'Siva', 'Grey', 'Gris'),
  colour('black', '#2b2a28', 'Črna', 'Black', 'Negro'),
  colour('natural-oak', '#caa271', 'Naravni hrast', 'Natural oak', 'Roble natural'),
  colour('smoked-oak', '#7c5b3e', 'Dimljeni hrast', 'Smoked oak', 'Roble ahumado'),
  colour('natural', '#e3c9a0', 'Naravna', 'Natural', 'Natural'),
  colour('white-oiled', '#eee4d3', 'Belo oljena', 'White oiled', 'Aceitado blanco'),
  colour('sand', '#d8c6a5', 'Peščena', 'Sand', 'Arena'),
  colour('sage', '#9bab92', 'Žajbljeva', 'Sage', 'Salvia'),
  colour('terracotta', '#c0704f', 'Terakota', 'Terracotta', 'Terracota'),
  colour('anthracite', '#44474a', 'Antracit', 'Anthracite', 'Antracita'),
  colour('chrome', '#c9ccd0', 'Krom', 'Chrome', 'Cromo'),
  colour('zinc', '#9ea3a8', 'Cink', 'Zinc', 'Zinc'),
  colour('brass', '#b5944b', 'Medenina', 'Brass', 'Latón'),
  colour('hidden', '#8a7f73', 'Skrito', 'Hidden', 'Oculto'),
];

