// What the 3D configurator renders: every board as a box in mm with its part number (the model's
// one numbering), the bars and the junctions (where connectors sit). Cheap enough to call on every
// committed change.
import type { DesignModel } from '../model.ts';
import type { BarPart } from './extras.ts';
import type { Junction } from './junction.ts';
import type { Panel } from './panel.ts';

export type PlacedPanel = Panel & { partNumber: string };

export interface Scene {
  panels: PlacedPanel[];
  bars: BarPart[];
  junctions: Junction[];
}

export function placedPanels(model: DesignModel): PlacedPanel[] {
  return model.panels().map((p) => ({ ...p, partNumber: model.partNumberOf(p.id)! }));
}

export function sceneOf(model: DesignModel): Scene {
  return { panels: placedPanels(model), bars: model.bars(), junctions: model.junctions() };
}
