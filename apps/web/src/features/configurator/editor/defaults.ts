// A sensible new element of each kind, placed relative to what is there and what is selected:
// a cube to the right of the others, a shelf in the selected cube, a door across the selected row.
import type { Bar, Cube, Element, ElementKind } from '@kubik/design/schema/elements';
import { makeCube, nextId, type DocumentReader } from './commands.ts';

const mm = (n: number) => Math.round(n) as never;

export function newElement(doc: DocumentReader, kind: ElementKind, selection: readonly string[]): Element | null {
  const cubes = [...doc.all()].filter((el): el is Cube => el.kind === 'cube');
  const chosen = selection.map((id) => doc.get(id)).filter((el): el is Cube => el?.kind === 'cube');
  const host = chosen[0] ?? cubes[0];
  const id = nextId(doc, kind);
  const minX = cubes.length ? Math.min(...cubes.map((c) => c.position.x)) : 0;
  const maxX = cubes.length ? Math.max(...cubes.map((c) => c.position.x + c.size.width)) : 0;
  const maxY = cubes.length ? Math.max(...cubes.map((c) => c.position.y + c.size.height)) : 0;
  const minZ = cubes.length ? Math.min(...cubes.map((c) => c.position.z)) : 0;
  const maxZ = cubes.length ? Math.max(...cubes.map((c) => c.position.z + c.size.depth)) : 400;
  switch (kind) {
    case 'cube': {
      const like = chosen[0] ?? cubes[cubes.length - 1];
      const size = like?.size ?? { width: 400, height: 400, depth: 400 };
      return makeCube(id, {
        position: { x: maxX, y: 0, z: like?.position.z ?? 0 },
        size,
        material: like?.material,
        colour: like?.colour,
        back: like?.back,
      });
    }
    case 'shelf':
      return host
        ? {
            id,
            kind,
            cubes: chosen.length ? chosen.map((c) => c.id) : [host.id],
            height: mm(Math.round(host.size.height / 2)),
          }
        : null;
    case 'slidingDoor': {
      const row =
        chosen.length >= 2
          ? chosen
          : cubes.filter(
              (c) =>
                host &&
                c.position.y === host.position.y &&
                c.position.z === host.position.z &&
                c.size.height === host.size.height,
            );
      return row.length ? { id, kind, cubes: row.map((c) => c.id), leaves: 2 } : null;
    }
    case 'bar':
      return host ? { id, kind, cube: host.id } : null;
    case 'drawers':
      return host ? { id, kind, cube: host.id, count: 2 } : null;
    case 'wall':
      return {
        id,
        kind,
        start: { x: mm(minX - 200), z: mm(minZ - 100) },
        end: { x: mm(maxX + 200), z: mm(minZ - 100) },
        height: mm(2500),
        thickness: mm(100),
      };
    case 'room':
      return {
        id,
        kind,
        origin: { x: mm(minX - 500), z: mm(minZ - 100) },
        width: mm(Math.max(3000, maxX - minX + 1000)),
        depth: mm(Math.max(2500, maxZ - minZ + 1500)),
        height: mm(Math.max(2600, maxY + 300)),
      };
    case 'line':
      return {
        id,
        kind,
        start: { x: mm(minX), y: mm(maxY), z: mm(maxZ) },
        end: { x: mm(Math.max(maxX, minX + 400)), y: mm(maxY), z: mm(maxZ) },
        offset: mm(150),
      };
    case 'text':
      return {
        id,
        kind,
        position: { x: mm((minX + maxX) / 2), y: mm(maxY + 250), z: mm(maxZ) },
        text: 'Kubik',
        size: mm(100),
      };
    case 'connector':
      return host
        ? {
            id,
            kind,
            at: { x: host.position.x, y: host.position.y, z: mm(host.position.z + host.size.depth / 2) },
            type: 'steelCorner',
            finish: 'black',
          }
        : null;
  }
}

export type BarMount = 'rail' | 'frame';

/** A hanging rail hangs in a cube; a frame bar runs between two points. */
export function barMountOf(bar: Bar): BarMount {
  return bar.cube !== undefined ? 'rail' : 'frame';
}

/**
 * The bar turned into the other mount. A rail becomes a frame bar along its cube's top front edge
 * (where a frame bar usually joins two connectors); a frame bar becomes a rail in the cube nearest
 * its middle. Null when there is no cube to hang a rail in.
 */
export function barAs(bar: Bar, mount: BarMount, doc: DocumentReader): Bar | null {
  if (barMountOf(bar) === mount) return bar;
  const cubes = [...doc.all()].filter((el): el is Cube => el.kind === 'cube');
  const { id, kind, profile, finish } = bar;
  const base: Bar = { id, kind };
  if (profile !== undefined) base.profile = profile;
  if (finish !== undefined) base.finish = finish;
  if (mount === 'frame') {
    const host = cubes.find((c) => c.id === bar.cube);
    const p = host?.position ?? { x: mm(0), y: mm(0), z: mm(0) };
    const s = host?.size ?? { width: mm(400), height: mm(400), depth: mm(400) };
    const y = mm(p.y + s.height),
      z = mm(p.z + s.depth);
    return { ...base, start: { x: p.x, y, z }, end: { x: mm(p.x + s.width), y, z } };
  }
  const mid =
    bar.start && bar.end
      ? { x: (bar.start.x + bar.end.x) / 2, y: (bar.start.y + bar.end.y) / 2, z: (bar.start.z + bar.end.z) / 2 }
      : { x: 0, y: 0, z: 0 };
  const centre = (c: Cube) =>
    Math.hypot(
      c.position.x + c.size.width / 2 - mid.x,
      c.position.y + c.size.height / 2 - mid.y,
      c.position.z + c.size.depth / 2 - mid.z,
    );
  const host = [...cubes].sort((a, b) => centre(a) - centre(b))[0];
  return host ? { ...base, cube: host.id } : null;
}

/** Reads a dotted path ("position.x") of an element. */
export function getPath(el: unknown, path: string): unknown {
  let value: unknown = el;
  for (const key of path.split('.'))
    value = typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[key] : undefined;
  return value;
}

/** A copy of the element with one dotted path set (undefined removes the key). */
export function setPath<T>(el: T, path: string, value: unknown): T {
  const [key, ...rest] = path.split('.');
  const base = { ...(el as Record<string, unknown>) };
  if (rest.length === 0) {
    if (value === undefined) delete base[key!];
    else base[key!] = value;
  } else base[key!] = setPath(base[key!] ?? {}, rest.join('.'), value);
  return base as T;
}
