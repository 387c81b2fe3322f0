// What the 3D configurator renders: every board as a box in mm with its part number (the model's
// one numbering), the bars and the junctions (where connectors sit). Cheap enough to call on every
// committed change.
import type { BarPart } from './extras.ts';
import type { Junction } from './junction.ts';
import type { Panel } from './panel.ts';

export type PlacedPanel = Panel & { partNumber: string };

export interface Scene {
  panels: PlacedPanel[];
  bars: BarPart[];
  junctions: Junction[];
}

/** What a scene is read from: a DesignModel (parts/ knows the model only by what it offers). */
export interface PartSource {
  panels(): Panel[];
  partNumberOf(panelId: string): string | undefined;
  bars(): BarPart[];
  junctions(): Junction[];
}

export function placedPanels(model: Pick<PartSource, 'panels' | 'partNumberOf'>): PlacedPanel[] {
  return model.panels().map((p) => ({ ...p, partNumber: model.partNumberOf(p.id)! }));
}

export function sceneOf(model: PartSource): Scene {
  return { panels: placedPanels(model), bars: model.bars(), junctions: model.junctions() };
}
