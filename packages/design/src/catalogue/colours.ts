// The colours and finishes boards and metal parts come in: one table, so the configurator's swatches,
// the drawings in the PDF and the BOM all show the same colour under the same name in sl, en and es.
// Catalogues stored before this table existed named colours by id only; `withColourTable`
// (upgrade.ts) gives them this table when they are read, so they keep parsing (the ids are the same).
// Each colour says how its surface looks (`finish`, issue 22): matte or satin melamine and lacquer,
// high-gloss lacquer, a woodgrain veneer or decor, metal; the 3D view draws it so.
import type { Colour, ColourFinish } from './schema.ts';

const colour = (id: string, hex: string, sl: string, en: string, es: string, finish: ColourFinish): Colour => ({
  id,
  hex,
  name: { sl, en, es },
  finish,
});

export const builtInColours: readonly Colour[] = [
  colour('white', '#f2f0eb', 'Bela', 'White', 'Blanco', 'satin'),
  colour('grey', '#a7a49f', 'Siva', 'Grey', 'Gris', 'satin'),
  colour('black', '#2b2a28', 'Črna', 'Black', 'Negro', 'satin'),
  colour('natural-oak', '#caa271', 'Naravni hrast', 'Natural oak', 'Roble natural', 'woodgrain'),
  colour('smoked-oak', '#7c5b3e', 'Dimljeni hrast', 'Smoked oak', 'Roble ahumado', 'woodgrain'),
  colour('natural', '#e3c9a0', 'Naravna', 'Natural', 'Natural', 'woodgrain'),
  colour('white-oiled', '#eee4d3', 'Belo oljena', 'White oiled', 'Aceitado blanco', 'woodgrain'),
  colour('sand', '#d8c6a5', 'Peščena', 'Sand', 'Arena', 'matte'),
  colour('sage', '#9bab92', 'Žajbljeva', 'Sage', 'Salvia', 'matte'),
  colour('terracotta', '#c0704f', 'Terakota', 'Terracotta', 'Terracota', 'matte'),
  colour('anthracite', '#44474a', 'Antracit', 'Anthracite', 'Antracita', 'matte'),
  colour('white-gloss', '#f4f3ef', 'Bela, visoki sijaj', 'High-gloss white', 'Blanco alto brillo', 'gloss'),
  colour(
    'anthracite-gloss',
    '#3e4144',
    'Antracit, visoki sijaj',
    'High-gloss anthracite',
    'Antracita alto brillo',
    'gloss',
  ),
  colour('chrome', '#c9ccd0', 'Krom', 'Chrome', 'Cromo', 'metallic'),
  colour('zinc', '#9ea3a8', 'Cink', 'Zinc', 'Zinc', 'metallic'),
  colour('brass', '#b5944b', 'Medenina', 'Brass', 'Latón', 'metallic'),
  colour('hidden', '#8a7f73', 'Skrito', 'Hidden', 'Oculto', 'matte'),
];
