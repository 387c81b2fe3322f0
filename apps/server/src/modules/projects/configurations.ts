// Predefined configurations: the cards at /configuration. A fresh install gets four, made from
// the example designs; admins add more through the API.
import bookshelf from '../../../../../examples/bookshelf-5-wide.json' with { type: 'json' };
import grid from '../../../../../examples/grid-2x2.json' with { type: 'json' };
import tallUnit from '../../../../../examples/tall-unit-wall-fixing.json' with { type: 'json' };
import wardrobe from '../../../../../examples/wardrobe-sliding-doors.json' with { type: 'json' };
import type { Configuration } from '@kubik/contract/projects';
import type { ConfigurationRow } from './repository.ts';

export const seedConfigurations = [
  {
    slug: 'bookshelf-5-wide',
    position: 10,
    name: { sl: 'Knjižna polica, pet polj', en: 'Bookshelf, five wide', es: 'Librería de cinco módulos' },
    description: { sl: 'Pet visokih kock z dodatnimi policami za knjige in okraske.', en: 'Five tall cubes with extra shelves for books and keepsakes.', es: 'Cinco cubos altos con baldas extra para libros y objetos.' },
    design: bookshelf,
  },
  {
    slug: 'grid-2x2',
    position: 20,
    name: { sl: 'Mreža 2 × 2', en: 'Grid 2 × 2', es: 'Retícula 2 × 2' },
    description: { sl: 'Štiri kocke s hrbtišči: nočna omarica, TV-element ali začetek večje stene.', en: 'Four cubes with backs: a side table, a TV unit or the start of a larger wall.', es: 'Cuatro cubos con trasera: mesilla, mueble de TV o el inicio de una pared mayor.' },
    design: grid,
  },
  {
    slug: 'wardrobe-sliding-doors',
    position: 30,
    name: { sl: 'Omara z drsnimi vrati', en: 'Wardrobe with sliding doors', es: 'Armario con puertas correderas' },
    description: { sl: 'Visoka omara z drsnimi vrati in drogom za obešalnike.', en: 'A tall wardrobe with sliding doors and a hanging rail.', es: 'Un armario alto con puertas correderas y barra para colgar.' },
    design: wardrobe,
  },
  {
    slug: 'tall-unit',
    position: 40,
    name: { sl: 'Visok regal', en: 'Tall shelving unit', es: 'Estantería alta' },
    description: { sl: 'Visok in plitev regal; pritrditev na steno je vključena.', en: 'Tall and shallow; the wall fixing is included.', es: 'Alta y poco profunda; incluye la fijación a la pared.' },
    design: tallUnit,
  },
];

export function configurationView(row: ConfigurationRow): Configuration {
  return { id: row.id, slug: row.slug, name: row.name, description: row.description, design: row.design as Configuration['design'], thumbnail: row.thumbnail, position: row.position };
}
