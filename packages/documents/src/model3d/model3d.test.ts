// The 3D files: every example's and generated designs' GLB passes the Khronos glTF Validator with no
// error and their USDZ keeps Apple's rules, read off the bytes; the same design gives the same bytes;
// sizes and placement (metres, the floor at y = 0, centred in plan) checked against a hand-made grid.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { NodeIO } from '@gltf-transform/core';
import { strFromU8, unzipSync } from 'fflate';
import validator from 'gltf-validator';
import { describe, expect, it } from 'vitest';
import { design, grid } from '@kubik/design/testing/build';
import { generatedDesigns } from '@kubik/design/testing/generated-designs';
import { barLook, boardLook, fittingLook } from '@kubik/design/catalogue/looks';
import { builtInCatalogue, validateDesign } from '@kubik/design/validate';
import { example, modelOf } from '../test-models.ts';
import { designGlb, glbGenerator } from './glb.ts';
import { designScene, linear } from './scene.ts';
import { designUsdz } from './usdz.ts';

const examples = readdirSync(join(import.meta.dirname, '..', '..', '..', '..', 'examples'))
  .filter((f) => f.endsWith('.json'))
  .sort();
const designOf = (json: unknown) => {
  const v = validateDesign(json, builtInCatalogue);
  return v.ok ? v.model : undefined;
};

async function glbErrors(glb: Uint8Array): Promise<string[]> {
  const report = await validator.validateBytes(glb, { maxIssues: 20 });
  return report.issues.messages
    .filter((m) => m.severity === 0)
    .map((m) => `${m.code} ${m.pointer ?? ''}: ${m.message}`);
}

/**
 * Apple's USDZ rules, read off the bytes (the local headers, then the central directory): a ZIP whose
 * entries are all stored (method 0, no data descriptor, no encryption), each file's data starting at
 * a multiple of 64 bytes, the first entry a USD layer (.usda/.usdc/.usd) and any other file a USD
 * layer or a PNG/JPEG image; the central directory lists the same files at the same offsets.
 */
function usdzProblems(zip: Uint8Array): string[] {
  const problems: string[] = [];
  const view = new DataView(zip.buffer, zip.byteOffset, zip.byteLength);
  const local: { name: string; offset: number }[] = [];
  let at = 0;
  while (at + 30 <= zip.length && view.getUint32(at, true) === 0x04034b50) {
    const flags = view.getUint16(at + 6, true);
    const method = view.getUint16(at + 8, true);
    const compressed = view.getUint32(at + 18, true);
    const size = view.getUint32(at + 22, true);
    const nameLength = view.getUint16(at + 26, true);
    const extraLength = view.getUint16(at + 28, true);
    const name = strFromU8(zip.subarray(at + 30, at + 30 + nameLength));
    const data = at + 30 + nameLength + extraLength;
    if (method !== 0) problems.push(`${name}: compressed (method ${method})`);
    if (flags & 0x9) problems.push(`${name}: encrypted or with a data descriptor (flags ${flags})`);
    if (compressed !== size) problems.push(`${name}: stored size ${compressed} ≠ size ${size}`);
    if (data % 64 !== 0) problems.push(`${name}: data at ${data}, not on a 64-byte boundary`);
    if (!/\.(usda|usdc|usd|png|jpe?g)$/i.test(name)) problems.push(`${name}: neither a USD layer nor a PNG/JPEG image`);
    local.push({ name, offset: at });
    at = data + compressed;
  }
  if (local.length === 0) return ['no ZIP entries'];
  if (!/\.(usda|usdc|usd)$/i.test(local[0]!.name))
    problems.push(`the first file is ${local[0]!.name}, not the root layer`);
  // End of central directory → the central directory's entries.
  let end = zip.length - 22;
  while (end >= 0 && view.getUint32(end, true) !== 0x06054b50) end--;
  if (end < 0) return [...problems, 'no end of central directory'];
  const count = view.getUint16(end + 10, true);
  let entry = view.getUint32(end + 16, true);
  const central: { name: string; offset: number }[] = [];
  for (let i = 0; i < count; i++) {
    if (view.getUint32(entry, true) !== 0x02014b50) return [...problems, 'a broken central directory'];
    if (view.getUint16(entry + 10, true) !== 0) problems.push('a central directory entry is compressed');
    const nameLength = view.getUint16(entry + 28, true);
    central.push({
      name: strFromU8(zip.subarray(entry + 46, entry + 46 + nameLength)),
      offset: view.getUint32(entry + 42, true),
    });
    entry += 46 + nameLength + view.getUint16(entry + 30, true) + view.getUint16(entry + 32, true);
  }
  if (JSON.stringify(central) !== JSON.stringify(local))
    problems.push('the central directory does not list the local entries');
  return problems;
}

describe('the GLB', () => {
  it.each(examples)(
    "of %s passes the glTF Validator with no error, and its USDZ keeps Apple's rules",
    async (name) => {
      const model = designOf(example(name));
      if (!model) {
        expect(name).toMatch(/^invalid-/); // an example that is no design has no 3D file either
        return;
      }
      const glb = await designGlb(model);
      expect(await glbErrors(glb)).toEqual([]);
      expect(usdzProblems(await designUsdz(model))).toEqual([]);
    },
    60_000,
  );

  it('of generated designs (shelves, doors, rails, drawers, both connector systems) passes too, and so do their USDZ', async () => {
    let checked = 0;
    await fc.assert(
      fc.asyncProperty(generatedDesigns, async (json) => {
        const model = designOf(json);
        if (!model) throw new Error('a generated design does not validate');
        expect(await glbErrors(await designGlb(model))).toEqual([]);
        expect(usdzProblems(await designUsdz(model))).toEqual([]);
        checked++;
      }),
      { numRuns: 40 },
    );
    expect(checked).toBe(40);
  }, 240_000);

  it('is the same bytes for the same design, with a fixed generator and no extensions', async () => {
    const json = example('wardrobe-sliding-doors.json');
    const a = await designGlb(modelOf(json));
    const b = await designGlb(modelOf(structuredClone(json)));
    expect(Buffer.compare(Buffer.from(a), Buffer.from(b))).toBe(0);
    // The GLB's JSON chunk: 12 bytes of header, the chunk's length and type, then the JSON.
    const json0 = JSON.parse(
      strFromU8(a.subarray(20, 20 + new DataView(a.buffer, a.byteOffset).getUint32(12, true))),
    ) as { asset: { generator: string }; extensionsUsed?: string[] };
    expect(json0.asset.generator).toBe(glbGenerator);
    expect(json0.extensionsUsed).toBeUndefined();
    const u1 = await designUsdz(modelOf(json));
    const u2 = await designUsdz(modelOf(json));
    expect(Buffer.compare(Buffer.from(u1), Buffer.from(u2))).toBe(0);
  });

  it('puts a 2 × 2 grid of 400 mm cubes on the floor in metres, centred in plan, in its catalogue colours', async () => {
    // grid-2x2.json: 0.8 m wide and high, 0.4 m deep; boards chipboard-18 white, the back HDF.
    const doc = await new NodeIO().readBinary(await designGlb(modelOf(example('grid-2x2.json'))));
    const min = [Infinity, Infinity, Infinity],
      max = [-Infinity, -Infinity, -Infinity];
    for (const mesh of doc.getRoot().listMeshes()) {
      for (const p of mesh.listPrimitives()) {
        const position = p.getAttribute('POSITION')!;
        for (let k = 0; k < 3; k++) {
          min[k] = Math.min(min[k]!, position.getMin([0, 0, 0])[k]!);
          max[k] = Math.max(max[k]!, position.getMax([0, 0, 0])[k]!);
        }
      }
    }
    expect(min[1]).toBeCloseTo(0, 6);
    expect(max[1]).toBeCloseTo(0.8, 4);
    expect(min[0]).toBeCloseTo(-0.4, 4);
    expect(max[0]).toBeCloseTo(0.4, 4);
    expect(max[2]! - min[2]!).toBeCloseTo(0.4, 3);
    expect(max[2]! + min[2]!).toBeCloseTo(0, 4);
    // One mesh per look: the boards, the back, the cam locks' housings.
    expect(doc.getRoot().listMeshes()).toHaveLength(3);
    const white = doc
      .getRoot()
      .listMaterials()
      .find((m) => m.getName().startsWith('Melamine chipboard, 18 mm – White'))!;
    const hex = builtInCatalogue.catalogue.colours.find((c) => c.id === 'white')!.hex;
    const srgb = [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16) / 255);
    expect(
      white
        .getBaseColorFactor()
        .slice(0, 3)
        .map((c) => c.toFixed(5)),
    ).toEqual(srgb.map((c) => linear(c).toFixed(5)));
    expect(white.getRoughnessFactor()).toBe(0.5);
  });

  it('gives every board, bar and fitting the look the configurator draws it with (one table: catalogue/looks.ts)', () => {
    const { catalogue } = builtInCatalogue;
    const finishOf = (id: string) => catalogue.colours.find((c) => c.id === id)?.finish;
    for (const json of [
      example('wardrobe-sliding-doors.json'),
      example('grid-2x2-steel.json'),
      ...fc.sample(generatedDesigns, { numRuns: 12, seed: 7 }),
    ]) {
      const model = designOf(json);
      if (!model) continue;
      for (const { look } of designScene(model).meshes) {
        const [kind, id, colour] = look.key.split('|') as [string, string, string];
        const want =
          kind === 'board'
            ? boardLook(
                catalogue.materials.find((m) => m.id === id),
                finishOf(colour),
              )
            : kind === 'bar'
              ? barLook
              : fittingLook;
        expect({ key: look.key, roughness: look.roughness, metalness: look.metalness }).toEqual({
          key: look.key,
          roughness: want.roughness,
          metalness: want.metalness,
        });
      }
    }
    // A high-gloss lacquer is as glossy in the room as on the screen (it was 0.78 here and 0.12 there).
    const gloss = design(grid(1, 1), { material: 'mdf-lacquered-18', colour: 'white-gloss' });
    const board = designScene(modelOf(gloss)).meshes.find((m) => m.look.key === 'board|mdf-lacquered-18|white-gloss')!;
    expect(board.look.roughness).toBe(0.12);
  });

  it('holds every board as a box of its size: 24 vertices and 12 triangles each, faces wound outwards', () => {
    const model = modelOf(design(grid(3, 2)));
    const scene = designScene(model);
    const boards = scene.meshes.filter((m) => m.look.key.startsWith('board|'));
    expect(boards.reduce((n, m) => n + m.positions.length / 3, 0)).toBe(24 * model.panels().length);
    expect(boards.reduce((n, m) => n + m.indices.length / 3, 0)).toBe(12 * model.panels().length);
    for (const m of scene.meshes) {
      for (let t = 0; t < m.indices.length; t += 3) {
        const [a, b, c] = [m.indices[t]!, m.indices[t + 1]!, m.indices[t + 2]!];
        const p = (i: number, k: number) => m.positions[3 * i + k]!;
        const e1 = [0, 1, 2].map((k) => p(b, k) - p(a, k)),
          e2 = [0, 1, 2].map((k) => p(c, k) - p(a, k));
        const n = [
          e1[1]! * e2[2]! - e1[2]! * e2[1]!,
          e1[2]! * e2[0]! - e1[0]! * e2[2]!,
          e1[0]! * e2[1]! - e1[1]! * e2[0]!,
        ];
        const dot = n[0]! * m.normals[3 * a]! + n[1]! * m.normals[3 * a + 1]! + n[2]! * m.normals[3 * a + 2]!;
        expect(dot).toBeGreaterThan(0);
      }
    }
    expect(scene.size.x).toBeCloseTo(1.2, 4);
    expect(scene.size.y).toBeCloseTo(0.8, 4);
  });

  it('draws rails as tubes and drawers, doors and steel corners as parts of their own looks', () => {
    const wardrobe = designScene(modelOf(example('wardrobe-sliding-doors.json')));
    expect(wardrobe.meshes.map((m) => m.look.key)).toEqual(
      expect.arrayContaining(['board|mdf-lacquered-18|sand', 'bar|round-25|chrome', 'fitting|camLock|hidden']),
    );
    const chest = modelOf(example('chest-of-drawers.json'));
    const drawerBoards = chest.panels().filter((p) => p.role === 'drawerFront' || p.role === 'drawerBox').length;
    expect(drawerBoards).toBeGreaterThan(0);
    expect(
      designScene(chest)
        .meshes.filter((m) => m.look.key.startsWith('board|'))
        .reduce((n, m) => n + m.positions.length / 24 / 3, 0),
    ).toBe(chest.panels().length);
    const steel = designScene(modelOf(example('grid-2x2-steel.json')));
    const corners = steel.meshes.find((m) => m.look.key.startsWith('fitting|steelCorner|'))!;
    // Two plates (boxes) per fitting set.
    const sets = modelOf(example('grid-2x2-steel.json'))
      .junctions()
      .reduce((n, j) => n + j.setPositions.length, 0);
    expect(corners.positions.length / 3).toBe(2 * 24 * sets);
  });

  it('keeps the sizes down: a 2 × 3 shelf ≤ 300 kB, the 2,000-cube example ≤ 10 MB', async () => {
    const shelf = await designGlb(modelOf(design(grid(3, 2))));
    expect(shelf.length).toBeLessThanOrEqual(300_000);
    const big = await designGlb(modelOf(example('stress-2000-cubes.json')));
    expect(big.length).toBeLessThanOrEqual(10_000_000);
    const usdz = unzipSync(await designUsdz(modelOf(design(grid(3, 2)))));
    expect(Object.keys(usdz)[0]).toBe('model.usda');
  }, 60_000);
});
