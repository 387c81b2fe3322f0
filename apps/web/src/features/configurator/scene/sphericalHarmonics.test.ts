import { describe, expect, it } from 'vitest';
import { SphericalHarmonics3, Vector3 } from 'three';
import { projectRadiance } from './sphericalHarmonics.ts';
import { studioFor, studioRadiance } from './studio.ts';

// Worked by hand with three's basis (SphericalHarmonics3.getBasisAt): Y00 = 0.282095,
// Y1 = 0.488603 · (y, z, x). Over the sphere ∫1 dω = 4π, ∫y² dω = 4π/3; over a half-sphere
// ∫x dω = π, ∫x² dω = 2π/3.
const rgb = (v: Vector3) => [v.x, v.y, v.z];

describe('projectRadiance', () => {
  it('a constant environment has only the DC term, 0.282095 · 4π · L, and irradiance π · L', () => {
    const sh = projectRadiance(() => [1, 0.5, 0.25]);
    const dc = 0.282095 * 4 * Math.PI; // 3.544908
    expect(rgb(sh.coefficients[0]!)[0]).toBeCloseTo(dc, 3);
    expect(rgb(sh.coefficients[0]!)[1]).toBeCloseTo(dc * 0.5, 3);
    expect(rgb(sh.coefficients[0]!)[2]).toBeCloseTo(dc * 0.25, 3);
    for (let k = 1; k < 9; k++) for (const c of rgb(sh.coefficients[k]!)) expect(Math.abs(c)).toBeLessThan(3e-3);
    // Whatever the normal, a white furnace gives irradiance π · L (three's shGetIrradianceAt).
    for (const n of [new Vector3(0, 1, 0), new Vector3(1, 0, 0), new Vector3(0.3, -0.5, 0.8).normalize()]) {
      expect(sh.getIrradianceAt(n, new Vector3()).x).toBeCloseTo(Math.PI, 2);
    }
  });

  it('light growing towards the zenith, L = 1 + y, adds only the y term: 0.488603 · 4π/3', () => {
    const sh = projectRadiance((_x, y) => [1 + y, 1 + y, 1 + y]);
    expect(sh.coefficients[0]!.x).toBeCloseTo(3.544908, 3);
    expect(sh.coefficients[1]!.x).toBeCloseTo((0.488603 * (4 * Math.PI)) / 3, 2); // 2.046653
    for (const k of [2, 3, 4, 5, 6, 7, 8]) expect(Math.abs(sh.coefficients[k]!.x)).toBeLessThan(3e-3);
    // Irradiance facing up: ∫(1 + y) y dω over the upper half = π + 2π/3.
    expect(sh.getIrradianceAt(new Vector3(0, 1, 0), new Vector3()).x).toBeCloseTo(Math.PI + (2 * Math.PI) / 3, 2);
  });

  it('converges on the exact values as the grid gets finer (the scene uses 48 rows: within 0.1 %)', () => {
    const fine = projectRadiance((x) => [Math.max(0, x), 0, 0], 384);
    expect(fine.coefficients[0]!.x).toBeCloseTo(0.282095 * Math.PI, 4);
    expect(fine.coefficients[3]!.x).toBeCloseTo((0.488603 * 2 * Math.PI) / 3, 4);
  });

  it("agrees with three's own basis on every term (a lopsided environment)", () => {
    const f = (x: number, y: number, z: number) =>
      1 + 0.3 * x - 0.2 * y + 0.5 * z + 0.4 * x * y - 0.3 * y * z + 0.2 * z * z + 0.6 * x * z + 0.25 * (x * x - y * y);
    const sh = projectRadiance((x, y, z) => [f(x, y, z), 0, 0], 96);
    // The reference: the same sum with SphericalHarmonics3.getBasisAt.
    const ref = new Array<number>(9).fill(0),
      basis = new Array<number>(9).fill(0);
    const rows = 96,
      columns = 192,
      dy = 2 / rows,
      dPhi = (2 * Math.PI) / columns;
    for (let i = 0; i < rows; i++) {
      const y = 1 - (i + 0.5) * dy,
        ring = Math.sqrt(1 - y * y);
      for (let j = 0; j < columns; j++) {
        const d = new Vector3(ring * Math.cos((j + 0.5) * dPhi), y, ring * Math.sin((j + 0.5) * dPhi));
        SphericalHarmonics3.getBasisAt(d, basis);
        for (let k = 0; k < 9; k++) ref[k] = ref[k]! + f(d.x, d.y, d.z) * basis[k]! * dy * dPhi;
      }
    }
    for (let k = 0; k < 9; k++) expect(sh.coefficients[k]!.x).toBeCloseTo(ref[k]!, 6);
    // And one band-2 term by hand: L = xy gives 1.092548 · ∫x²y² dω = 1.092548 · 4π/15.
    expect(projectRadiance((x, y) => [x * y, 0, 0], 192).coefficients[4]!.x).toBeCloseTo(
      (1.092548 * 4 * Math.PI) / 15,
      3,
    );
  });

  it('a half-sphere lit from +x, L = max(0, x), gives DC 0.282095 · π and an x term 0.488603 · 2π/3', () => {
    const sh = projectRadiance((x) => [Math.max(0, x), 0, 0]);
    expect(sh.coefficients[0]!.x).toBeCloseTo(0.282095 * Math.PI, 2); // 0.886227
    expect(sh.coefficients[3]!.x).toBeCloseTo((0.488603 * 2 * Math.PI) / 3, 2); // 1.023327
    expect(Math.abs(sh.coefficients[1]!.x)).toBeLessThan(3e-3);
    expect(Math.abs(sh.coefficients[2]!.x)).toBeLessThan(3e-3);
    // Nothing arrives in the green and blue channels.
    for (const c of sh.coefficients) expect(Math.abs(c.y) + Math.abs(c.z)).toBe(0);
  });
});

describe('the studio', () => {
  const studio = studioFor({ wall: '#f4efe8', floor: '#ece5db' });

  it('lights a board facing up more than one facing down, and its window side more than the other', () => {
    const sh = projectRadiance(studioRadiance(studio));
    const at = (x: number, y: number, z: number) =>
      sh.getIrradianceAt(new Vector3(x, y, z).normalize(), new Vector3()).x;
    expect(at(0, 1, 0)).toBeGreaterThan(at(0, -1, 0));
    expect(at(-1, 0.5, -1)).toBeGreaterThan(at(1, 0.5, 1));
  });

  it('a rough surface sees the window dimmer and wider, about its power kept, and its bars blurred away', () => {
    const w = studio.window;
    const along = (u: number, v: number) => {
      const d = new Vector3(...w.direction)
        .addScaledVector(new Vector3(...w.right), u)
        .addScaledVector(new Vector3(...w.up), v)
        .normalize();
      return [d.x, d.y, d.z] as const;
    };
    const dark: [number, number, number] = [0, 0, 0];
    const window = { ...studio, ceiling: dark, wall: dark, floor: dark };
    const sharp = studioRadiance(window, 0),
      rough = studioRadiance(window, 0.8);
    const pane = along(w.halfWidth / 2, w.halfHeight / 2),
      cross = along(0, 0);
    expect(sharp(...pane)[0]).toBeCloseTo(w.radiance[0], 5);
    expect(sharp(...cross)[0]).toBeCloseTo(0, 5); // the bars
    expect(rough(...pane)[0]).toBeLessThan(sharp(...pane)[0] / 4);
    expect(rough(...cross)[0]).toBeGreaterThan(rough(...along(0.03, 0.03))[0] * 0.98); // no dark bar left
    const power = (f: ReturnType<typeof studioRadiance>) =>
      projectRadiance((x, y, z) => [f(x, y, z)[0], 0, 0], 192).coefficients[0]!.x;
    expect(power(rough) / power(sharp)).toBeGreaterThan(0.8);
    expect(power(rough) / power(sharp)).toBeLessThan(1.25);
  });
});
