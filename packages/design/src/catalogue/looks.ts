// How a surface looks in 3D — one table for the configurator's drawing (apps/web …/scene) and the
// 3D files (packages/documents …/model3d), so a board is as glossy in the customer's room as on
// their screen. A board's look follows its colour's finish; a veneer (a material with grain) shows
// its grain unless lacquered high-gloss. Bars and connector fittings are metal.
import type { ColourFinish, Material } from './schema.ts';

/** A surface's physically based look: roughness and metalness as glTF and three.js mean them (0–1). */
export type SurfaceLook = { finish: ColourFinish; grain: boolean; roughness: number; metalness: number };

/** Roughness by finish: high-gloss lacquer mirrors a window; matte lacquer only glows. */
export const finishRoughness: Readonly<Record<ColourFinish, number>> = {
  woodgrain: 0.62,
  matte: 0.8,
  satin: 0.5,
  gloss: 0.12,
  metallic: 0.35,
};
/** Metalness by finish: only metallic colours are metal. */
export const finishMetalness: Readonly<Record<ColourFinish, number>> = {
  woodgrain: 0,
  matte: 0,
  satin: 0,
  gloss: 0,
  metallic: 0.6,
};

/**
 * A board's look: its colour's finish, and a grain whenever the board has one (a veneer) or the
 * colour is a woodgrain decor. Colours from before finishes existed look satin.
 */
export function boardLook(
  material: Pick<Material, 'grain'> | undefined,
  colourFinish: ColourFinish | undefined,
): SurfaceLook {
  const given = colourFinish ?? 'satin';
  const finish: ColourFinish = material?.grain && given !== 'gloss' ? 'woodgrain' : given;
  return {
    finish,
    grain: material?.grain === true || given === 'woodgrain',
    roughness: finishRoughness[finish],
    metalness: finishMetalness[finish],
  };
}

/** A bar's tube (brushed steel or powder coat): the same in every finish colour. */
export const barLook = { roughness: 0.35, metalness: 0.6 } as const;
/** A connector's fitting (cam housing, corner plate, bolt head). */
export const fittingLook = { roughness: 0.4, metalness: 0.5 } as const;
