// The catalogue as swatches: board materials (how each looks), the colours a material comes in,
// the finishes of connectors and bars — named in the user's language from the catalogue itself.
import type { Catalogue, Material } from '@kubik/design/catalogue/schema';
import type { Locale } from '@kubik/contract/locale';
import { catalogueHex } from '../scene/colours.ts';
import type { Look, SwatchOption } from './Swatches.tsx';

export function lookOf(material: Pick<Material, 'kind' | 'grain'> | undefined): Look {
  if (!material) return 'plain';
  if (material.kind === 'plywood') return 'plies';
  if (material.grain) return 'grain';
  return material.kind === 'mdf' ? 'lacquer' : 'melamine';
}

/** A material's colours (or a system's finishes), by their catalogue names. */
export function colourOptions(
  catalogue: Catalogue,
  ids: readonly string[],
  locale: Locale,
  look: Look = 'plain',
): SwatchOption[] {
  const hex = catalogueHex(catalogue);
  const names = new Map(catalogue.colours.map((c) => [c.id, c.name[locale]]));
  return ids.map((id) => ({ value: id, label: names.get(id) ?? id, hex: hex(id), look }));
}

/** A catalogue colour's name in the user's language (its id when the catalogue does not know it). */
export function colourName(catalogue: Catalogue, id: string, locale: Locale): string {
  return catalogue.colours.find((c) => c.id === id)?.name[locale] ?? id;
}

export function materialOf(
  catalogue: Catalogue,
  id: string | undefined,
  fallback: keyof Catalogue['defaults'],
): Material | undefined {
  const wanted = id ?? (catalogue.defaults[fallback] as string);
  return (
    catalogue.materials.find((m) => m.id === wanted) ??
    catalogue.materials.find((m) => m.id === catalogue.defaults[fallback])
  );
}

/** A material and one of its colours, as one swatch value. */
export const finishValue = (material: string, colour: string) => `${material}|${colour}`;
export function parseFinish(value: string): { material: string; colour: string } | null {
  const [material, colour] = value.split('|');
  return material && colour ? { material, colour } : null;
}

/**
 * Every colour of every board material, under its material's name: one choice, as customers make it
 * ("sage" is lacquered MDF, "smoked oak" oak-decor chipboard), so a colour can change the price.
 */
export function finishOptions(catalogue: Catalogue, locale: Locale): SwatchOption[] {
  const hex = catalogueHex(catalogue);
  const names = new Map(catalogue.colours.map((c) => [c.id, c.name[locale]]));
  return catalogue.materials
    .filter((m) => m.kind !== 'hdf')
    .flatMap((m) =>
      m.colours.map((c) => ({
        value: finishValue(m.id, c),
        label: names.get(c) ?? c,
        title: `${names.get(c) ?? c} — ${m.name[locale]}`,
        hex: hex(c),
        look: lookOf(m),
        group: m.name[locale],
      })),
    );
}
