// Projects an environment (radiance by direction) onto the nine spherical-harmonic coefficients a
// THREE.LightProbe takes: bands 0–2 in three's order and normalisation (SphericalHarmonics3's
// basis), so `shGetIrradianceAt` in three's shaders turns them into irradiance. A midpoint sum over
// an equal-area grid (rows even in height y = cos θ, columns even in longitude; every cell is the
// same solid angle): 48 × 96 directions, a few milliseconds in JS, and the same numbers on every
// visit (no GPU, no randomness).
import { SphericalHarmonics3, Vector3 } from 'three';

/** Linear RGB radiance. */
export type Rgb = readonly [number, number, number];

/** Radiance arriving from a unit direction (world space, y up). */
export type Radiance = (x: number, y: number, z: number) => Rgb;

/** The nine coefficients of `radiance`, each an RGB triple, in SphericalHarmonics3's order. */
export function projectRadiance(radiance: Radiance, rows = 48): SphericalHarmonics3 {
  const sh = new SphericalHarmonics3();
  const basis = new Array<number>(9).fill(0);
  const columns = rows * 2;
  const dy = 2 / rows, dPhi = (2 * Math.PI) / columns;
  const weight = dy * dPhi;
  const dir = new Vector3();
  for (let i = 0; i < rows; i++) {
    const y = 1 - (i + 0.5) * dy;
    const ring = Math.sqrt(1 - y * y);
    for (let j = 0; j < columns; j++) {
      const phi = (j + 0.5) * dPhi;
      dir.set(ring * Math.cos(phi), y, ring * Math.sin(phi));
      const [r, g, b] = radiance(dir.x, dir.y, dir.z);
      SphericalHarmonics3.getBasisAt(dir, basis);
      for (let k = 0; k < 9; k++) {
        const w = basis[k]! * weight;
        const c = sh.coefficients[k]!;
        c.x += r * w;
        c.y += g * w;
        c.z += b * w;
      }
    }
  }
  return sh;
}
