// Cube sizes snap to the sizes the workshop makes (the catalogue's allowed sizes): the nearest
// one, the larger when two are equally near. Each snap is reported as an info finding.
import { mm } from '../geometry/mm.ts';
import { finding, type Finding } from '../findings/finding.ts';
import type { Design } from '../schema/document.ts';
import type { Cube } from '../schema/elements.ts';
import type { Catalogue } from './schema.ts';

export function snapSize(value: number, allowed: readonly number[]): number {
  let best = allowed[0] ?? value;
  for (const size of allowed) {
    const d = Math.abs(size - value),
      bd = Math.abs(best - value);
    if (d < bd || (d === bd && size > best)) best = size;
  }
  return best;
}

export function snapCube(cube: Cube, catalogue: Catalogue, findings?: Finding[]): Cube {
  const { allowedSizes } = catalogue;
  const width = snapSize(cube.size.width, allowedSizes.width);
  const height = snapSize(cube.size.height, allowedSizes.height);
  const depth = snapSize(cube.size.depth, allowedSizes.depth);
  if (width === cube.size.width && height === cube.size.height && depth === cube.size.depth) return cube;
  if (findings) {
    for (const [dimension, from, to] of [
      ['width', cube.size.width, width],
      ['height', cube.size.height, height],
      ['depth', cube.size.depth, depth],
    ] as const) {
      if (from !== to) findings.push(finding('size_snapped', 'info', [cube.id], { id: cube.id, dimension, from, to }));
    }
  }
  return { ...cube, size: { width: mm(width), height: mm(height), depth: mm(depth) } };
}

/** The design with every cube snapped to allowed sizes, and a finding per change. */
export function snapDesign(design: Design, catalogue: Catalogue): { design: Design; findings: Finding[] } {
  const findings: Finding[] = [];
  let changed = false;
  const elements = design.elements.map((el) => {
    if (el.kind !== 'cube') return el;
    const snapped = snapCube(el, catalogue, findings);
    if (snapped !== el) changed = true;
    return snapped;
  });
  return { design: changed ? { ...design, elements } : design, findings };
}
