// Projects an environment (radiance by direction) onto the nine spherical-harmonic coefficients a
// THREE.LightProbe takes: bands 0–2 in three's order and normalisation (SphericalHarmonics3's
// basis), so `shGetIrradianceAt` in three's shaders turns them into irradiance. A midpoint sum over
// an equal-area grid (rows even in height y = cos θ, columns even in longitude; every cell is the
// same solid angle): 48 × 96 directions, a few milliseconds in JS, and the same numbers on every
// visit (no GPU, no randomness).
import { SphericalHarmonics3 } from 'three';

/** Linear RGB radiance. */
export type Rgb = readonly [number, number, number];

/** Radiance arriving from a unit direction (world space, y up). */
export type Radiance = (x: number, y: number, z: number) => Rgb;

/** The nine coefficients of `radiance`, each an RGB triple, in SphericalHarmonics3's order. */
export function projectRadiance(radiance: Radiance, rows = 48): SphericalHarmonics3 {
  // Sums in a flat array with the basis written out (SphericalHarmonics3.getBasisAt's constants):
  // the first call runs before the JIT has warmed up, so it should do little per sample.
  const sum = new Float64Array(27);
  const basis = new Float64Array(9);
  const columns = rows * 2;
  const dy = 2 / rows,
    dPhi = (2 * Math.PI) / columns;
  for (let i = 0; i < rows; i++) {
    const y = 1 - (i + 0.5) * dy;
    const ring = Math.sqrt(1 - y * y);
    for (let j = 0; j < columns; j++) {
      const phi = (j + 0.5) * dPhi;
      const x = ring * Math.cos(phi),
        z = ring * Math.sin(phi);
      const [r, g, b] = radiance(x, y, z);
      basis[0] = 0.282095;
      basis[1] = 0.488603 * y;
      basis[2] = 0.488603 * z;
      basis[3] = 0.488603 * x;
      basis[4] = 1.092548 * x * y;
      basis[5] = 1.092548 * y * z;
      basis[6] = 0.315392 * (3 * z * z - 1);
      basis[7] = 1.092548 * x * z;
      basis[8] = 0.546274 * (x * x - y * y);
      for (let k = 0; k < 9; k++) {
        const w = basis[k]!;
        sum[k * 3] = sum[k * 3]! + r * w;
        sum[k * 3 + 1] = sum[k * 3 + 1]! + g * w;
        sum[k * 3 + 2] = sum[k * 3 + 2]! + b * w;
      }
    }
  }
  const weight = dy * dPhi;
  const sh = new SphericalHarmonics3();
  for (let k = 0; k < 9; k++)
    sh.coefficients[k]!.set(sum[k * 3]! * weight, sum[k * 3 + 1]! * weight, sum[k * 3 + 2]! * weight);
  return sh;
}
