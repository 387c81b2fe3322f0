// The design as USDZ, for Apple's AR Quick Look: the same merged meshes as the GLB (scene.ts), put
// into a three.js scene (no textures, so no canvas: it runs in Node) and written by three.js's
// USDZExporter (USDA text layers, UsdPreviewSurface materials, anchored to a horizontal plane).
// Two things make its output repeatable here: three names materials and geometry files by
// process-wide counters (`Material_37`, `geometries/Geometry_12.usda`), which are renumbered in
// order of first use, and it dates the ZIP's entries "now", so the archive is packed again by
// fflate with a fixed time — every entry stored, each file's data starting on a 64-byte boundary,
// the root layer first, as Apple's USDZ rules want.
import { strFromU8, strToU8, unzipSync, zipSync, type Zippable } from 'fflate';
import { BufferAttribute, BufferGeometry, Mesh, MeshStandardMaterial, Scene } from 'three';
import { USDZExporter } from 'three/examples/jsm/exporters/USDZExporter.js';
import type { DesignModel } from '@kubik/design/model';
import { designScene, type Scene3d } from './scene.ts';

/** The entries' time: a local date, so the ZIP's DOS time fields are the same in every time zone. */
const entryTime = () => new Date(2026, 0, 1, 0, 0, 0);

function threeScene(scene: Scene3d): Scene {
  const root = new Scene();
  scene.meshes.forEach((m, i) => {
    if (m.indices.length === 0) return;
    const geometry = new BufferGeometry();
    geometry.setAttribute('position', new BufferAttribute(m.positions, 3));
    geometry.setAttribute('normal', new BufferAttribute(m.normals, 3));
    geometry.setIndex(new BufferAttribute(m.indices, 1));
    const material = new MeshStandardMaterial({ roughness: m.look.roughness, metalness: m.look.metalness });
    // The colour is linear already (three's working colour space).
    material.color.setRGB(m.look.colour[0], m.look.colour[1], m.look.colour[2]);
    const mesh = new Mesh(geometry, material);
    // Unique names, so the exporter adds no counter to them.
    mesh.name = `Part${i + 1}_${m.look.key.replace(/[^A-Za-z0-9]+/g, '_')}`;
    root.add(mesh);
  });
  return root;
}

/** `Material_<n>` and `Geometry_<n>` renumbered 1, 2, … in order of first use across the layers (the root layer first). */
function renumber(files: [string, string][]): [string, string][] {
  const numbers = new Map<string, number>();
  const next = { Material: 0, Geometry: 0 };
  const rename = (text: string) =>
    text.replace(/\b(Material|Geometry)_(\d+)\b/g, (whole, kind: 'Material' | 'Geometry') => {
      let n = numbers.get(whole);
      if (n === undefined) numbers.set(whole, (n = ++next[kind]));
      return `${kind}_${n}`;
    });
  const renamed = files.map(([name, text]) => [name, rename(text)] as [string, string]);
  return renamed.map(([name, text]) => [rename(name), text]);
}

/**
 * Stored entries whose data start on 64-byte boundaries: each local header gets an extra field of
 * padding (id 0x3039, as three's exporter pads) so that header + name + extra ends on one.
 */
export function alignedZip(files: readonly [string, Uint8Array][]): Uint8Array {
  const tree: Zippable = {};
  let offset = 0;
  for (const [name, data] of files) {
    const header = 30 + strToU8(name).length;
    // An extra field is 4 bytes of id and size plus its data: pad to the next boundary past those 4.
    const pad = (64 - ((offset + header + 4) % 64)) % 64;
    tree[name] = [data, { level: 0, mtime: entryTime(), extra: { 0x3039: new Uint8Array(pad) } }];
    offset += header + 4 + pad + data.length;
  }
  return zipSync(tree, { level: 0, mtime: entryTime() });
}

export async function sceneUsdz(scene: Scene3d): Promise<Uint8Array> {
  const exported = await new USDZExporter().parseAsync(threeScene(scene), {
    quickLookCompatible: true,
    includeAnchoringProperties: true,
  });
  const entries = Object.entries(unzipSync(exported));
  if (!entries.every(([name]) => name.endsWith('.usda')))
    throw new Error('USDZExporter wrote a file other than a USDA layer');
  const layers = renumber(entries.map(([name, data]) => [name, strFromU8(data)]));
  return alignedZip(layers.map(([name, text]) => [name, strToU8(text)]));
}

/** The design's USDZ (see designScene for what it holds). */
export function designUsdz(model: DesignModel): Promise<Uint8Array> {
  return sceneUsdz(designScene(model));
}
