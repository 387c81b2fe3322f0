// Predefined configurations: the cards at /configuration. A fresh install gets four, made from
// the example designs, each tagged with the room it suits (the gallery's filter; migration 0016 tags
// the same four on an existing install); admins publish more from projects (a frozen copy of the design, see
// ProjectService.publishConfiguration and docs/decisions/0006-frozen-orders.md) and order, edit or unpublish them.
import bookshelf from '../../../../../examples/bookshelf-5-wide.json' with { type: 'json' };
import grid from '../../../../../examples/grid-2x2.json' with { type: 'json' };
import tallUnit from '../../../../../examples/tall-unit-wall-fixing.json' with { type: 'json' };
import wardrobe from '../../../../../examples/wardrobe-sliding-doors.json' with { type: 'json' };
import { randomBytes } from 'node:crypto';
import type { AdminConfiguration } from '@kubik/contract/configurations';
import type { Locale } from '@kubik/contract/locale';
import type { Configuration } from '@kubik/contract/projects';
import type { ConfigurationRow } from './repository.ts';

export const seedConfigurations = [
  {
    slug: 'bookshelf-5-wide',
    room: 'living' as const,
    position: 10,
    name: { sl: 'Knjižna polica, pet polj', en: 'Bookshelf, five wide', es: 'Librería de cinco módulos' },
    description: {
      sl: 'Pet visokih kock z dodatnimi policami za knjige in okraske.',
      en: 'Five tall cubes with extra shelves for books and keepsakes.',
      es: 'Cinco cubos altos con baldas extra para libros y objetos.',
    },
    design: bookshelf,
  },
  {
    slug: 'grid-2x2',
    room: 'hallway' as const,
    position: 20,
    name: { sl: 'Mreža 2 × 2', en: 'Grid 2 × 2', es: 'Retícula 2 × 2' },
    description: {
      sl: 'Štiri kocke s hrbtišči: nočna omarica, TV-element ali začetek večje stene.',
      en: 'Four cubes with backs: a side table, a TV unit or the start of a larger wall.',
      es: 'Cuatro cubos con trasera: mesilla, mueble de TV o el inicio de una pared mayor.',
    },
    design: grid,
  },
  {
    slug: 'wardrobe-sliding-doors',
    room: 'bedroom' as const,
    position: 30,
    name: { sl: 'Omara z drsnimi vrati', en: 'Wardrobe with sliding doors', es: 'Armario con puertas correderas' },
    description: {
      sl: 'Visoka omara z drsnimi vrati in drogom za obešalnike.',
      en: 'A tall wardrobe with sliding doors and a hanging rail.',
      es: 'Un armario alto con puertas correderas y barra para colgar.',
    },
    design: wardrobe,
  },
  {
    slug: 'tall-unit',
    room: 'office' as const,
    position: 40,
    name: { sl: 'Visok regal', en: 'Tall shelving unit', es: 'Estantería alta' },
    description: {
      sl: 'Visok in plitev regal; pritrditev na steno je vključena.',
      en: 'Tall and shallow; the wall fixing is included.',
      es: 'Alta y poco profunda; incluye la fijación a la pared.',
    },
    design: tallUnit,
  },
];

export function configurationView(row: ConfigurationRow): Configuration {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    description: row.description,
    design: row.design as Configuration['design'],
    thumbnail: row.thumbnail,
    position: row.position,
    room: row.room,
  };
}

const cubesIn = (design: unknown): number => {
  const elements = (design as { elements?: { kind?: unknown }[] } | null)?.elements;
  return Array.isArray(elements) ? elements.filter((e) => e.kind === 'cube').length : 0;
};

export function adminConfigurationView(row: ConfigurationRow): AdminConfiguration {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    description: row.description,
    thumbnail: row.thumbnail,
    position: row.position,
    room: row.room,
    cubeCount: cubesIn(row.design),
    createdAt: row.createdAt.toISOString(),
  };
}

/** What an audit row keeps of a configuration (the picture and design are too big to keep at every edit). */
export function configurationState(row: ConfigurationRow) {
  return {
    slug: row.slug,
    name: row.name,
    description: row.description,
    position: row.position,
    room: row.room,
    thumbnailChars: row.thumbnail?.length ?? 0,
  };
}

/** A published configuration's address: its English name in ASCII and six random characters (never taken twice by chance). */
export function configurationSlug(name: string): string {
  const base =
    name
      .normalize('NFKD')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 40) || 'design';
  return `${base}-${randomBytes(6)
    .toString('base64url')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '0')
    .slice(0, 6)}`;
}

export const thumbnailRequired: Record<Locale, string> = {
  sl: 'Konfiguracija potrebuje sliko: projekt je nima, pošljite posnetek scene.',
  en: 'A configuration needs a picture: the project has none, send a capture of the scene.',
  es: 'Una configuración necesita una imagen: el proyecto no tiene, envíe una captura de la escena.',
};
