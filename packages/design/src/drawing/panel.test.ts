// The piece page's drawing of a board: what its DXF holds, as shapes — one outline, a circle for
// every face hole, a line for every edge bore, the front edge and every banded edge, its code.
import { describe, expect, it } from 'vitest';
import { cutParts } from '../cnc/cut-parts.ts';
import { builtInCatalogue, validateDesign } from '../validate.ts';
import { panelDrawing } from './panel.ts';

const v = validateDesign(
  {
    schemaVersion: 1,
    name: 'x',
    settings: {},
    elements: [
      { id: 'a', kind: 'cube', position: { x: 0, y: 0, z: 0 }, size: { width: 400, height: 400, depth: 400 } },
    ],
  },
  builtInCatalogue,
);
if (!v.ok) throw new Error('not a design');

describe('panel drawing', () => {
  it("draws a board's outline, holes, front and banded edges and code", () => {
    for (const part of cutParts(v.model).parts) {
      const d = panelDrawing(part.panels[0]!, part.partNumber, part.holes, 500);
      const face = part.holes.filter((h) => h.face === 'A' || h.face === 'B' || h.face === 'T').length;
      const edgeBores = part.holes.length - face;
      const banded = Object.keys(part.panels[0]!.edgeBanding).length;
      expect(d.shapes.filter((s) => s.kind === 'polygon')).toHaveLength(1 + face);
      // Edge bores, the front edge (a side and a horizontal have one) and each banded edge.
      expect(d.shapes.filter((s) => s.kind === 'line')).toHaveLength(edgeBores + 1 + banded);
      expect(d.shapes.filter((s) => s.kind === 'text').map((s) => s.kind === 'text' && s.text)).toEqual([
        part.partNumber,
      ]);
      expect(d.width).toBe(500);
    }
  });
});
