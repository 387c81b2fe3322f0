// The design as the 3D files show it: every derived board a box of its real size and place, the
// bars as 12-sided tubes, and each connector's fitting set where the joinery put it (a cam lock's
// housing flush in the board's face, a steel corner's two legs) — the same parts the BOM, the CNC
// files and the configurator read (model.panels(), bars(), junctions()). In metres, +Y up, the
// floor at y = 0 and the piece centred on the origin in plan, so an AR viewer stands it on the floor
// where it is put. Geometry is merged into one mesh per look (a material in a colour, a bar profile
// in a finish, a connector in its finish): a 2,000-cube design is a few draw calls and no
// instancing extension, which not every AR viewer reads.
import { barLook, boardLook, fittingLook } from '@kubik/design/catalogue/looks';
import type { Catalogue } from '@kubik/design/catalogue/schema';
import { defaultDrilling } from '@kubik/design/cnc/drilling';
import type { DesignModel } from '@kubik/design/model';
import type { Junction } from '@kubik/design/parts/junction';
import type { Panel } from '@kubik/design/parts/panel';

/** What a surface looks like: its colour in linear RGB (glTF's baseColorFactor, USD's diffuseColor), roughness and metalness. */
export interface Look {
  key: string;
  /** The catalogue's names in English, e.g. "Melamine chipboard, 18 mm – White". */
  name: string;
  colour: readonly [number, number, number];
  roughness: number;
  metalness: number;
}

/** One look's merged geometry: positions and unit normals per vertex (metres), triangles by index, counter-clockwise from outside. */
export interface LookMesh {
  look: Look;
  positions: Float32Array;
  normals: Float32Array;
  indices: Uint32Array;
}

export interface Scene3d {
  name: string;
  meshes: LookMesh[];
  /** The piece's overall size in metres (x width, y height, z depth). */
  size: { x: number; y: number; z: number };
}

/**
 * Raises the output's version when what the files hold changes for the same design (a new part
 * drawn, another look): the server's cache keys carry it, so no one is served the old file.
 */
export const model3dVersion = 2;

/** A cam lock's housing disc shows this much proud of the board's face, so it does not flicker with it. */
const PROUD_MM = 0.5;
/** A steel corner's plate: 16 mm wide along the joint, 2 mm thick, its legs `defaultDrilling.steelCorner.leg` long. */
const CORNER_WIDTH_MM = 16;
const CORNER_PLATE_MM = 2;
const BAR_SIDES = 12;

/** sRGB component (0–1) to linear, as glTF and UsdPreviewSurface want colour factors. */
export function linear(c: number): number {
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

function hexColour(hex: string): [number, number, number] {
  const n = Number.parseInt(hex.slice(1), 16);
  return [linear(((n >> 16) & 255) / 255), linear(((n >> 8) & 255) / 255), linear((n & 255) / 255)];
}

/** Box corners of one face (unit cube), counter-clockwise seen from outside, and its normal. */
const faces: { normal: [number, number, number]; corners: [number, number, number][] }[] = [
  {
    normal: [1, 0, 0],
    corners: [
      [1, 0, 1],
      [1, 0, 0],
      [1, 1, 0],
      [1, 1, 1],
    ],
  },
  {
    normal: [-1, 0, 0],
    corners: [
      [0, 0, 0],
      [0, 0, 1],
      [0, 1, 1],
      [0, 1, 0],
    ],
  },
  {
    normal: [0, 1, 0],
    corners: [
      [0, 1, 1],
      [1, 1, 1],
      [1, 1, 0],
      [0, 1, 0],
    ],
  },
  {
    normal: [0, -1, 0],
    corners: [
      [0, 0, 0],
      [1, 0, 0],
      [1, 0, 1],
      [0, 0, 1],
    ],
  },
  {
    normal: [0, 0, 1],
    corners: [
      [0, 0, 1],
      [1, 0, 1],
      [1, 1, 1],
      [0, 1, 1],
    ],
  },
  {
    normal: [0, 0, -1],
    corners: [
      [1, 0, 0],
      [0, 0, 0],
      [0, 1, 0],
      [1, 1, 0],
    ],
  },
];

type Vec = [number, number, number];
/** An axis-aligned box by its two corners, mm. */
type Span = { min: Vec; max: Vec };

/** Geometry of one look, gathered in mm, placed and converted to metres at the end. */
class Builder {
  readonly positions: number[] = [];
  readonly normals: number[] = [];
  readonly indices: number[] = [];
  constructor(readonly look: Look) {}

  private vertex(p: Vec, n: Vec): number {
    this.positions.push(p[0], p[1], p[2]);
    this.normals.push(n[0], n[1], n[2]);
    return this.positions.length / 3 - 1;
  }

  /** A box; `only`: the one face to draw (a flat disc on a board's face), by its index in `faces`. */
  box(span: Span, only?: number): void {
    const size: Vec = [span.max[0] - span.min[0], span.max[1] - span.min[1], span.max[2] - span.min[2]];
    faces.forEach((face, f) => {
      if (only !== undefined && f !== only) return;
      const first = this.positions.length / 3;
      for (const c of face.corners)
        this.vertex(
          [span.min[0] + c[0] * size[0], span.min[1] + c[1] * size[1], span.min[2] + c[2] * size[2]],
          face.normal,
        );
      this.indices.push(first, first + 1, first + 2, first, first + 2, first + 3);
    });
  }

  /** A closed tube from `a` to `b` of diameter `d`: smooth sides, flat ends. */
  tube(a: Vec, b: Vec, d: number): void {
    const axis = normalise([b[0] - a[0], b[1] - a[1], b[2] - a[2]]);
    const helper: Vec = Math.abs(axis[1]) < 0.9 ? [0, 1, 0] : [1, 0, 0];
    const u = normalise(cross(axis, helper));
    const v = cross(axis, u);
    const r = d / 2;
    const ring = (centre: Vec, i: number): Vec => {
      const t = (2 * Math.PI * i) / BAR_SIDES;
      const n: Vec = [
        u[0] * Math.cos(t) + v[0] * Math.sin(t),
        u[1] * Math.cos(t) + v[1] * Math.sin(t),
        u[2] * Math.cos(t) + v[2] * Math.sin(t),
      ];
      return [centre[0] + n[0] * r, centre[1] + n[1] * r, centre[2] + n[2] * r];
    };
    const side = this.positions.length / 3;
    for (const centre of [a, b]) {
      for (let i = 0; i < BAR_SIDES; i++) {
        const p = ring(centre, i);
        this.vertex(p, normalise([p[0] - centre[0], p[1] - centre[1], p[2] - centre[2]]));
      }
    }
    for (let i = 0; i < BAR_SIDES; i++) {
      const j = (i + 1) % BAR_SIDES;
      this.triangle(side + i, side + j, side + BAR_SIDES + j);
      this.triangle(side + i, side + BAR_SIDES + j, side + BAR_SIDES + i);
    }
    for (const [centre, n] of [
      [a, [-axis[0], -axis[1], -axis[2]]],
      [b, axis],
    ] as [Vec, Vec][]) {
      const middle = this.vertex(centre, n);
      const rim = this.positions.length / 3;
      for (let i = 0; i < BAR_SIDES; i++) this.vertex(ring(centre, i), n);
      for (let i = 0; i < BAR_SIDES; i++) this.triangle(middle, rim + i, rim + ((i + 1) % BAR_SIDES));
    }
  }

  /** A triangle wound so that it faces the way its vertices' normals point. */
  private triangle(i0: number, i1: number, i2: number): void {
    const p = (i: number): Vec => [this.positions[3 * i]!, this.positions[3 * i + 1]!, this.positions[3 * i + 2]!];
    const [a, b, c] = [p(i0), p(i1), p(i2)];
    const facing = cross([b[0] - a[0], b[1] - a[1], b[2] - a[2]], [c[0] - a[0], c[1] - a[1], c[2] - a[2]]);
    const n = [0, 1, 2].map((k) => this.normals[3 * i0 + k]! + this.normals[3 * i1 + k]! + this.normals[3 * i2 + k]!);
    if (facing[0] * n[0]! + facing[1] * n[1]! + facing[2] * n[2]! >= 0) this.indices.push(i0, i1, i2);
    else this.indices.push(i0, i2, i1);
  }
}

function cross(a: Vec, b: Vec): Vec {
  return [a[1] * b[2] - a[2] * b[1], a[2] * b[0] - a[0] * b[2], a[0] * b[1] - a[1] * b[0]];
}

function normalise(a: Vec): Vec {
  const l = Math.hypot(a[0], a[1], a[2]);
  return [a[0] / l, a[1] / l, a[2] / l];
}

const panelSpan = (p: Panel): Span => ({
  min: [p.box.x, p.box.y, p.box.z],
  max: [p.box.x + p.box.width, p.box.y + p.box.height, p.box.z + p.box.depth],
});

/** Two corners in any order → a span. */
function spanOf(a: Vec, b: Vec): Span {
  return {
    min: [Math.min(a[0], b[0]), Math.min(a[1], b[1]), Math.min(a[2], b[2])],
    max: [Math.max(a[0], b[0]), Math.max(a[1], b[1]), Math.max(a[2], b[2])],
  };
}

/** Every look the design uses, by key, with the catalogue's names and colours. */
function looks(catalogue: Catalogue) {
  const colours = new Map(catalogue.colours.map((c) => [c.id, c]));
  const colourOf = (id: string) => colours.get(id);
  const colourName = (id: string) => colourOf(id)?.name.en ?? id;
  const rgb = (id: string) => hexColour(colourOf(id)?.hex ?? '#b9b3aa');
  return {
    board(material: string, colour: string): Look {
      const m = catalogue.materials.find((x) => x.id === material);
      const { roughness, metalness } = boardLook(m, colourOf(colour)?.finish);
      return {
        key: `board|${material}|${colour}`,
        name: `${m?.name.en ?? material} – ${colourName(colour)}`,
        colour: rgb(colour),
        roughness,
        metalness,
      };
    },
    bar(profile: string, finish: string): Look {
      const p = catalogue.barProfiles.find((x) => x.id === profile);
      return {
        key: `bar|${profile}|${finish}`,
        name: `${p?.name.en ?? profile} – ${colourName(finish)}`,
        colour: rgb(finish),
        ...barLook,
      };
    },
    fitting(system: string, finish: string): Look {
      const s = catalogue.connectorSystems.find((x) => x.id === system);
      return {
        key: `fitting|${system}|${finish}`,
        name: `${s?.name.en ?? system} – ${colourName(finish)}`,
        colour: rgb(finish),
        ...fittingLook,
      };
    },
  };
}

/**
 * A junction's fitting sets as spans: a cam lock's housing (Ø15 drawn as a 15 mm square, its
 * centre `cam.fromEnd` from the vertical's end) on the vertical's face, or a steel corner's two legs
 * in the inside corner, on the face the joinery chose (`side`), one per set along the joint.
 */
function fittingSpans(j: Junction, vertical: Panel | undefined): { span: Span; face?: number }[] {
  if (!vertical) return [];
  const face = j.side > 0 ? vertical.box.x + vertical.box.width : vertical.box.x;
  const out: { span: Span; face?: number }[] = [];
  for (const z of j.setPositions) {
    if (j.system === 'camLock') {
      const { housing, fromEnd } = defaultDrilling.cam;
      const y = j.y + j.dir * fromEnd;
      const r = housing.diameter / 2;
      out.push({
        span: spanOf([face, y - r, z - r], [face + j.side * PROUD_MM, y + r, z + r]),
        face: j.side > 0 ? 0 : 1,
      });
    } else {
      const { leg } = defaultDrilling.steelCorner;
      const w = CORNER_WIDTH_MM / 2;
      out.push({ span: spanOf([face, j.y, z - w], [face + j.side * CORNER_PLATE_MM, j.y + j.dir * leg, z + w]) });
      out.push({ span: spanOf([face, j.y, z - w], [face + j.side * leg, j.y + j.dir * CORNER_PLATE_MM, z + w]) });
    }
  }
  return out;
}

/** The design's parts as merged meshes, one per look, in a fixed order (boards, bars, fittings; each by key). */
export function designScene(model: DesignModel): Scene3d {
  const look = looks(model.catalogue);
  const builders = new Map<string, Builder>();
  const builder = (l: Look) => {
    let b = builders.get(l.key);
    if (!b) builders.set(l.key, (b = new Builder(l)));
    return b;
  };
  const panels = model.panels();
  for (const p of panels) builder(look.board(p.material, p.colour)).box(panelSpan(p));
  for (const bar of model.bars()) {
    builder(look.bar(bar.profile, bar.finish)).tube(
      [bar.start.x, bar.start.y, bar.start.z],
      [bar.end.x, bar.end.y, bar.end.z],
      bar.diameter,
    );
  }
  const byId = new Map(panels.map((p) => [p.id, p]));
  for (const j of model.junctions()) {
    const b = builder(look.fitting(j.system, j.finish));
    for (const f of fittingSpans(j, byId.get(j.joints[0]?.[0] ?? ''))) b.box(f.span, f.face);
  }

  // Stand it on the floor, centred in plan.
  const min: Vec = [Infinity, Infinity, Infinity];
  const max: Vec = [-Infinity, -Infinity, -Infinity];
  for (const b of builders.values()) {
    for (let i = 0; i < b.positions.length; i++) {
      const k = i % 3;
      min[k] = Math.min(min[k]!, b.positions[i]!);
      max[k] = Math.max(max[k]!, b.positions[i]!);
    }
  }
  const empty = builders.size === 0;
  const shift: Vec = empty ? [0, 0, 0] : [-(min[0] + max[0]) / 2, -min[1], -(min[2] + max[2]) / 2];
  const order = (key: string) => ['board', 'bar', 'fitting'].indexOf(key.split('|')[0]!);
  const meshes = [...builders.values()]
    .sort(
      (a, b) =>
        order(a.look.key) - order(b.look.key) || (a.look.key < b.look.key ? -1 : a.look.key > b.look.key ? 1 : 0),
    )
    .map((b): LookMesh => ({
      look: b.look,
      positions: Float32Array.from(b.positions, (v, i) => (v + shift[i % 3]!) / 1000),
      normals: Float32Array.from(b.normals),
      indices: Uint32Array.from(b.indices),
    }));
  const size = empty
    ? { x: 0, y: 0, z: 0 }
    : { x: (max[0] - min[0]) / 1000, y: (max[1] - min[1]) / 1000, z: (max[2] - min[2]) / 1000 };
  return { name: model.design().name, meshes, size };
}
