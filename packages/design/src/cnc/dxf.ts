// A small DXF writer for what the workshop's CAM needs: layers, closed outlines, circles, lines,
// text and inserted blocks (woodWOP's `H_Drill`), in millimetres. Hand-written because the subset is tiny and the design core imports
// only zod. Two dialects (README.md, "DXF"):
// - `R2000` (AC1015, default): LWPOLYLINE outlines, entity handles, $INSUNITS = 4 (mm);
// - `R12` (AC1009): POLYLINE/VERTEX/SEQEND, for older CAM software; layer names may not hold
//   dots there, so "12.5" becomes "12P5".

export type DxfVersion = 'R2000' | 'R12';

export type DxfEntity =
  | { type: 'outline'; layer: string; points: readonly [number, number][] }
  | { type: 'circle'; layer: string; x: number; y: number; r: number }
  | {
      type: 'line';
      layer: string;
      x1: number;
      y1: number;
      x2: number;
      y2: number;
      /** Elevation of both ends (an edge bore's start height). */ z?: number;
    }
  | {
      type: 'text';
      layer: string;
      x: number;
      y: number;
      height: number;
      text: string;
      /** Degrees counter-clockwise (a vertical dimension's figure: 90). */ rotation?: number;
    }
  /** A block inserted at (x, y, z), scaled along its own x and y, turned `rotation` degrees counter-clockwise. */
  | {
      type: 'insert';
      layer: string;
      block: string;
      x: number;
      y: number;
      z?: number;
      xScale: number;
      yScale: number;
      rotation: number;
    };

/** A block definition: entities drawn relative to its base point (0, 0), written once in the BLOCKS section. */
export interface DxfBlock {
  name: string;
  entities: readonly Exclude<DxfEntity, { type: 'insert' }>[];
}

/** Layer names legal in the chosen dialect. */
export function layerName(name: string, version: DxfVersion): string {
  const upper = name.toUpperCase();
  return version === 'R12'
    ? upper.replace(/\./g, 'P').replace(/[^A-Z0-9_$-]/g, '-')
    : upper.replace(/[<>/\\":;?*|=`,]/g, '-');
}

/** Numbers as DXF writes them: up to 3 decimals, no exponent. */
function n(value: number): string {
  return String(Math.round(value * 1000) / 1000);
}

/** Text in DXF is ASCII-safe: anything beyond is written as \U+XXXX, which both dialects read. */
function text(value: string): string {
  let out = '';
  for (const ch of value) {
    const code = ch.codePointAt(0)!;
    out += code < 128 && ch !== '\n' && ch !== '\r' ? ch : `\\U+${code.toString(16).toUpperCase().padStart(4, '0')}`;
  }
  return out;
}

/** Writes the entities; `blocks` are the definitions the INSERTs among them name (each written once). */
export function writeDxf(
  entities: readonly DxfEntity[],
  version: DxfVersion = 'R2000',
  blocks: readonly DxfBlock[] = [],
): string {
  const r12 = version === 'R12';
  const layers = [
    ...new Set([...entities, ...blocks.flatMap((b) => b.entities)].map((e) => layerName(e.layer, version))),
  ].sort();
  const out: string[] = [];
  const push = (...pairs: (string | number)[]) => {
    for (const p of pairs) out.push(typeof p === 'number' ? n(p) : p);
  };
  let handle = 0x20;
  const h = () => (r12 ? [] : ['5', (handle++).toString(16).toUpperCase()]);
  const extents = bounds(entities);

  push('0', 'SECTION', '2', 'HEADER', '9', '$ACADVER', '1', r12 ? 'AC1009' : 'AC1015');
  push('9', '$INSBASE', '10', 0, '20', 0, '30', 0);
  push(
    '9',
    '$EXTMIN',
    '10',
    extents[0],
    '20',
    extents[1],
    '30',
    0,
    '9',
    '$EXTMAX',
    '10',
    extents[2],
    '20',
    extents[3],
    '30',
    0,
  );
  if (!r12) push('9', '$INSUNITS', '70', '4', '9', '$HANDSEED', '5', 'FFFF');
  push('9', '$MEASUREMENT', '70', '1', '0', 'ENDSEC');

  push('0', 'SECTION', '2', 'TABLES', '0', 'TABLE', '2', 'LAYER', ...h(), '70', String(layers.length));
  for (const [i, name] of layers.entries()) {
    push('0', 'LAYER', ...h());
    if (!r12) push('100', 'AcDbSymbolTableRecord', '100', 'AcDbLayerTableRecord');
    push('2', name, '70', '0', '62', String((i % 6) + 1), '6', 'CONTINUOUS');
  }
  push('0', 'ENDTAB');
  // R2000 names each block in the BLOCK_RECORD table too (R12 has no such table).
  if (!r12 && blocks.length > 0) {
    push('0', 'TABLE', '2', 'BLOCK_RECORD', ...h(), '70', String(blocks.length));
    for (const block of blocks)
      push('0', 'BLOCK_RECORD', ...h(), '100', 'AcDbSymbolTableRecord', '100', 'AcDbBlockTableRecord', '2', block.name);
    push('0', 'ENDTAB');
  }
  push('0', 'ENDSEC');

  const entity = (e: DxfEntity) => {
    const layer = layerName(e.layer, version);
    const head = (type: string, sub: string) => {
      push('0', type, ...h());
      if (!r12) push('100', 'AcDbEntity');
      push('8', layer);
      if (!r12) push('100', sub);
    };
    if (e.type === 'outline') {
      if (r12) {
        push('0', 'POLYLINE', '8', layer, '66', '1', '10', 0, '20', 0, '30', 0, '70', '1');
        for (const [x, y] of e.points) push('0', 'VERTEX', '8', layer, '10', x, '20', y, '30', 0);
        push('0', 'SEQEND', '8', layer);
      } else {
        head('LWPOLYLINE', 'AcDbPolyline');
        push('90', String(e.points.length), '70', '1');
        for (const [x, y] of e.points) push('10', x, '20', y);
      }
    } else if (e.type === 'circle') {
      head('CIRCLE', 'AcDbCircle');
      push('10', e.x, '20', e.y, '30', 0, '40', e.r);
    } else if (e.type === 'line') {
      head('LINE', 'AcDbLine');
      push('10', e.x1, '20', e.y1, '30', e.z ?? 0, '11', e.x2, '21', e.y2, '31', e.z ?? 0);
    } else if (e.type === 'insert') {
      head('INSERT', 'AcDbBlockReference');
      push(
        '2',
        e.block,
        '10',
        e.x,
        '20',
        e.y,
        '30',
        e.z ?? 0,
        '41',
        e.xScale,
        '42',
        e.yScale,
        '43',
        1,
        '50',
        e.rotation,
      );
    } else {
      head('TEXT', 'AcDbText');
      push('10', e.x, '20', e.y, '30', 0, '40', e.height, '1', text(e.text));
      if (e.rotation) push('50', e.rotation);
      if (!r12) push('100', 'AcDbText');
    }
  };

  if (blocks.length > 0) {
    push('0', 'SECTION', '2', 'BLOCKS');
    for (const block of blocks) {
      const layer = layerName('0', version);
      push('0', 'BLOCK', ...h());
      if (!r12) push('100', 'AcDbEntity');
      push('8', layer);
      if (!r12) push('100', 'AcDbBlockBegin');
      push('2', block.name, '70', '0', '10', 0, '20', 0, '30', 0, '3', block.name);
      if (!r12) push('1', '');
      for (const e of block.entities) entity(e);
      push('0', 'ENDBLK', ...h());
      if (!r12) push('100', 'AcDbEntity');
      push('8', layer);
      if (!r12) push('100', 'AcDbBlockEnd');
    }
    push('0', 'ENDSEC');
  }

  push('0', 'SECTION', '2', 'ENTITIES');
  for (const e of entities) entity(e);
  push('0', 'ENDSEC', '0', 'EOF');
  return `${out.join('\n')}\n`;
}

function bounds(entities: readonly DxfEntity[]): [number, number, number, number] {
  let x0 = Infinity,
    y0 = Infinity,
    x1 = -Infinity,
    y1 = -Infinity;
  const see = (x: number, y: number) => {
    x0 = Math.min(x0, x);
    y0 = Math.min(y0, y);
    x1 = Math.max(x1, x);
    y1 = Math.max(y1, y);
  };
  for (const e of entities) {
    if (e.type === 'outline') for (const [x, y] of e.points) see(x, y);
    else if (e.type === 'circle') {
      see(e.x - e.r, e.y - e.r);
      see(e.x + e.r, e.y + e.r);
    } else if (e.type === 'line') {
      see(e.x1, e.y1);
      see(e.x2, e.y2);
    } else if (e.type === 'insert') {
      // The extent of a unit block along its x axis (the blocks Kubik writes: H_Drill's line).
      const turn = (e.rotation * Math.PI) / 180;
      see(e.x, e.y);
      see(e.x + Math.cos(turn) * e.xScale, e.y + Math.sin(turn) * e.xScale);
    } else see(e.x, e.y);
  }
  return Number.isFinite(x0) ? [x0, y0, x1, y1] : [0, 0, 0, 0];
}
