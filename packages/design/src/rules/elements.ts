// Rules about elements other than cube placement: shelves and doors over a proper row of cubes,
// door width, shelves inside their cube and not sagging, rails in a wide enough cube, connector
// overrides on a junction, and catalogue references that resolve.
import type { CatalogueIndex } from '../catalogue/lookup.ts';
import { materialOr } from '../catalogue/lookup.ts';
import type { DesignModel } from '../model.ts';
import { defaultDrilling } from '../cnc/drilling.ts';
import { carcassJunctions } from '../parts/carcass.ts';
import { doorDepth, doorLeaves, doorThickness, mostLeaves } from '../parts/extras.ts';
import type { Cell } from '../parts/cell.ts';
import { hostRow } from '../parts/row.ts';
import type { Panel } from '../parts/panel.ts';
import type { Element, SlidingDoor } from '../schema/elements.ts';
import { finding, type Finding } from '../findings/finding.ts';
import { maxSpanMm, sagLimitMm, sagMm } from './sag.ts';

export function elementFindings(model: DesignModel): Finding[] {
  const findings: Finding[] = [];
  const { index, catalogue } = model;
  const settings = model.settings;
  let overridden: Set<string> | undefined;
  for (const el of model.elementList()) {
    referenceFindings(el, index, findings);
    if (el.kind === 'shelf' || el.kind === 'slidingDoor') {
      const row = hostRow(model.cells, el.cubes);
      if (!row.inRow) findings.push(finding('hosts_not_in_row', 'error', [el.id, ...el.cubes], { id: el.id }));
      // A door over one cube is judged like any other by its leaves (issue 22, defect 1): a cube wide
      // enough takes doors of its own; a narrow one gets door_opening_too_narrow, with the widths.
      if (el.kind === 'slidingDoor' && row.cells.length < 1)
        findings.push(finding('door_too_narrow', 'error', [el.id], { id: el.id }));
      if (el.kind === 'slidingDoor' && row.inRow && row.cells.length >= 1)
        findings.push(...doorFindings(model, el, row.cells));
      if (el.kind === 'shelf') {
        const material = materialOr(index, el.material ?? settings.material, catalogue.defaults.shelfMaterial);
        for (const cell of row.cells) {
          const inner = model.inner(cell);
          const y0 = cell.y0 + el.height;
          if (y0 < inner.y0 || y0 + material.thicknessMm > inner.y1) {
            findings.push(finding('shelf_outside_cube', 'error', [el.id, cell.id], { id: el.id, height: el.height }));
          }
        }
      }
    }
    if (el.kind === 'bar' && el.cube !== undefined) {
      const cell = model.cells.get(el.cube);
      if (cell && cell.x1 - cell.x0 < 300)
        findings.push(finding('rail_needs_cube', 'warning', [el.id, cell.id], { id: el.id }));
    }
    overridden ??=
      el.kind === 'connector'
        ? new Set(model.junctions().flatMap((j) => (j.override === undefined ? [] : [j.override])))
        : undefined;
    if (el.kind === 'connector' && !overridden?.has(el.id)) {
      findings.push(finding('connector_not_at_junction', 'warning', [el.id], { id: el.id }));
    }
  }
  findings.push(...sagFindings(model));
  findings.push(...cornerFindings(model));
  findings.push(...stackedShelfFindings(model));
  findings.push(...doorCornerFindings(model));
  findings.push(...boardLengthFindings(model));
  return findings;
}

/**
 * A sliding door's leaves (parts/extras.ts `doorLeaves`, the one sizing): the door's cubes are of
 * one carcass (its tracks run under one top board, in front of partitions that stand back); each
 * leaf at least the catalogue's narrowest (the fitting maker's data sheet); and with the leaves
 * pushed aside, a gap at least the catalogue's reach-in (a coat hanger). rules/README.md.
 */
function doorFindings(model: DesignModel, door: SlidingDoor, cells: readonly Cell[]): Finding[] {
  const carcass = model.layout.carcassOf(cells[0]!);
  if (cells.some((c) => model.layout.carcassOf(c) !== carcass))
    return [finding('door_across_units', 'error', [door.id], { id: door.id })];
  const sized = doorLeaves(door, model, model.index);
  if (!sized) return [];
  const { minLeafWidthMm: minLeaf, minReachInMm: minReach, leafOverlapMm: overlap } = model.catalogue.doors;
  const width = sized.x1 - sized.x0;
  if (sized.leafWidth < minLeaf) {
    const most = mostLeaves(width, overlap, minLeaf);
    if (most < 2) return [finding('door_opening_too_narrow', 'error', [door.id], { id: door.id, width, min: minLeaf })];
    return [
      finding('door_leaf_too_narrow', 'error', [door.id], {
        id: door.id,
        leaves: sized.leaves,
        width: sized.leafWidth,
        min: minLeaf,
        most,
      }),
    ];
  }
  if (sized.reach < minReach) {
    return [
      finding('door_reach_in_too_narrow', 'error', [door.id], {
        id: door.id,
        leaves: sized.leaves,
        reach: sized.reach,
        min: minReach,
      }),
    ];
  }
  return [];
}

/**
 * A cube wider than the longest board the workshop cuts (a stock sheet less its trim) cannot have
 * its horizontals cut in one piece, and a taller one its sides: a row is split between cubes
 * (parts/layout.ts), never inside one.
 */
function boardLengthFindings(model: DesignModel): Finding[] {
  const max = model.catalogue.joinery.maxBoardLengthMm;
  const findings: Finding[] = [];
  for (const cell of model.cells.values()) {
    const size = Math.max(cell.x1 - cell.x0, cell.y1 - cell.y0 - 2 * cell.material.thicknessMm);
    if (size > max)
      findings.push(
        finding('board_too_long', 'error', [cell.id], {
          id: cell.id,
          size: Math.max(cell.x1 - cell.x0, cell.y1 - cell.y0),
          max,
        }),
      );
  }
  return findings;
}

/**
 * Sliding doors run inside their openings at the front (parts/extras.ts): a steel corner's bracket
 * on a side of the opening, at a fitting set within the doors' depth, would stop the leaves.
 */
function doorCornerFindings(model: DesignModel): Finding[] {
  const findings: Finding[] = [];
  const { spacing } = defaultDrilling.steelCorner;
  for (const el of model.elementList()) {
    if (el.kind !== 'slidingDoor') continue;
    const depth = doorDepth(doorThickness(el, model.index));
    const blocked = hostRow(model.cells, el.cubes).cells.some((cell) => {
      const parts = model.partsOf(cell);
      if (!parts) return false;
      const o = model.inner(cell);
      return carcassJunctions(parts, model.options).some(
        (j) =>
          j.system === 'steelCorner' &&
          (j.side > 0 ? j.x < o.x0 && o.x0 - j.x <= 20 : j.x > o.x1 && j.x - o.x1 <= 20) &&
          j.y >= o.y0 - 20 &&
          j.y <= o.y1 + 20 &&
          j.setPositions.some((z) => z + spacing / 2 + 10 > o.z1 - depth),
      );
    });
    if (blocked) findings.push(finding('door_hits_corner', 'error', [el.id], { id: el.id }));
  }
  return findings;
}

/** Two shelves in one cube: the upper one's pins (6 mm under it) keep 3 mm clear of the lower shelf. */
function stackedShelfFindings(model: DesignModel): Finding[] {
  const pin = defaultDrilling.shelfPin.hole.diameter + 1;
  const byCube = new Map<string, Panel[]>();
  for (const p of model.extras().extras.panels) {
    if (p.role !== 'shelf') continue;
    const list = byCube.get(p.cubes[0]!);
    if (list) list.push(p);
    else byCube.set(p.cubes[0]!, [p]);
  }
  const findings: Finding[] = [];
  for (const [cube, shelves] of byCube) {
    shelves.sort((a, b) => a.box.y - b.box.y);
    for (let i = 1; i < shelves.length; i++) {
      const below = shelves[i - 1]!,
        above = shelves[i]!;
      if (above.box.y - pin - 3 < below.box.y + below.box.height)
        findings.push(
          finding('shelves_too_close', 'error', [below.element!, above.element!, cube], {
            a: below.element!,
            b: above.element!,
          }),
        );
    }
  }
  return findings;
}

/**
 * A steel corner's bracket reaches `steelCorner.leg` up (or down) the vertical's face from the
 * horizontal, at each fitting set: a shelf resting on that face must stay 3 mm clear of it, its
 * pins (a pin's hole and the pin under it, 6 mm) included (carpenter's review, f).
 */
function cornerFindings(model: DesignModel): Finding[] {
  const findings: Finding[] = [];
  const { leg, spacing } = defaultDrilling.steelCorner;
  const pin = defaultDrilling.shelfPin.hole.diameter + 1;
  for (const shelf of model.extras().extras.panels) {
    if (shelf.role !== 'shelf') continue;
    const cell = model.cells.get(shelf.cubes[0]!);
    const parts = cell && model.partsOf(cell);
    if (!parts) continue;
    const s = shelf.box;
    const hit = carcassJunctions(parts, model.options).some((j) => {
      if (j.system !== 'steelCorner') return false;
      const v = parts.verticals.find((b) => b.panel.id === j.joints[0]![0])!.panel.box;
      // The bracket's face: the shelf beside it on that side, within 3 mm.
      const beside =
        j.side > 0
          ? s.x >= v.x + v.width && s.x - (v.x + v.width) <= 3
          : s.x + s.width <= v.x && v.x - (s.x + s.width) <= 3;
      if (!beside) return false;
      const [b0, b1] = j.dir > 0 ? [j.y, j.y + leg] : [j.y - leg, j.y];
      if (s.y - pin >= b1 + 3 || s.y + s.height <= b0 - 3) return false;
      return j.setPositions.some((z) => z + spacing / 2 + 10 > s.z && z - spacing / 2 - 10 < s.z + s.depth);
    });
    if (hit)
      findings.push(finding('shelf_hits_corner', 'error', [shelf.element!, cell.id], { id: shelf.element!, leg }));
  }
  return findings;
}

/** Sag of shelves, and of cube bottoms that do not lie on the floor (they carry what is put in the cube): an error past the limit. */
function sagFindings(model: DesignModel): Finding[] {
  const { catalogue, index } = model;
  const findings: Finding[] = [];
  const seen = new Set<string>();
  // Sag by material and span: the same few pairs come back for every cube.
  const sags = new Map<string, Map<number, number>>();
  const check = (elementIds: string[] | string, span: number, materialId: string) => {
    const material = index.materials.get(materialId);
    if (!material) return;
    let bySpan = sags.get(materialId);
    if (!bySpan) sags.set(materialId, (bySpan = new Map()));
    let sag = bySpan.get(span);
    if (sag === undefined) bySpan.set(span, (sag = sagMm(span, material, catalogue.sag.loadKgPerM2)));
    const limit = sagLimitMm(span, catalogue);
    if (sag > limit) {
      const ids = typeof elementIds === 'string' ? [elementIds] : elementIds;
      // An error (issue 21, D-F): a shelf that sags past the limit cannot be ordered; the message
      // gives the longest span of this board that holds (sag.ts, maxSpanMm).
      findings.push(
        finding('shelf_sag', 'error', ids, {
          id: ids[0]!,
          material: material.name.en,
          span,
          sag: round1(sag),
          limit: round1(limit),
          max: maxSpanMm(material, catalogue),
        }),
      );
    }
  };
  for (const panel of model.extras().extras.panels) {
    if (panel.role !== 'shelf' || seen.has(panel.id)) continue;
    if (index.materials.has(panel.material)) seen.add(panel.id);
    check([panel.element!, ...panel.cubes], panel.length, panel.material);
  }
  // A cube's bottom is checked once (ids are unique, and no shelf id looks like "<cube>|bottom").
  for (const cell of model.cells.values()) {
    if (cell.y0 <= 0) continue;
    const inner = model.inner(cell);
    check(cell.id, inner.x1 - inner.x0, cell.material.id);
  }
  return findings;
}

function referenceFindings(el: Element, index: CatalogueIndex, findings: Finding[]): void {
  if (el.kind === 'cube' && el.material === undefined) return;
  if (
    (el.kind === 'cube' || el.kind === 'shelf' || el.kind === 'slidingDoor' || el.kind === 'drawers') &&
    el.material !== undefined
  ) {
    const material = index.materials.get(el.material);
    if (!material) findings.push(finding('unknown_material', 'error', [el.id], { material: el.material }));
    else if (
      (el.kind === 'cube' || el.kind === 'slidingDoor' || el.kind === 'drawers') &&
      el.colour !== undefined &&
      !material.colours.includes(el.colour)
    ) {
      findings.push(
        finding('unknown_colour', 'warning', [el.id], {
          colour: el.colour,
          material: material.id,
          used: material.colours[0]!,
        }),
      );
    }
  }
  if (el.kind === 'bar' && el.profile !== undefined && !index.barProfiles.has(el.profile)) {
    findings.push(finding('unknown_profile', 'error', [el.id], { profile: el.profile }));
  }
}

function round1(value: number): number {
  return Math.round(value * 10) / 10;
}
