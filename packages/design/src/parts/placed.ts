// What the 3D configurator renders: every board as a box in mm with its part number, the bars and
// the junctions (where connectors sit). Cheap enough to call on every committed change.
import { assignPartNumbers } from '../bom/part-numbers.ts';
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
  const panels = model.panels();
  const partNumbers = new Map<Panel, string>();
  for (const group of assignPartNumbers(panels)) for (const p of group.panels) partNumbers.set(p, group.partNumber);
  return panels.map((p) => ({ ...p, partNumber: partNumbers.get(p)! }));
}

export function sceneOf(model: DesignModel): Scene {
  return { panels: placedPanels(model), bars: model.bars(), junctions: model.junctions() };
}
