// How boards look: each colour's finish from the catalogue (matte or satin, high gloss, woodgrain,
// metal) as a roughness, wood grain for veneers and woodgrain decors, edges that read as edges
// (banded chipboard, layered plywood), and the studio's reflection (studio.ts) so gloss shows the
// window sharply and matte only as a wide sheen. The grain is drawn into a canvas once, here in the
// app (no image from a CDN), and laid on each board along its longer side by a small shader change:
// the boards are instances of one unit box, so their own UVs would stretch the grain with the board.
import { CanvasTexture, MeshStandardMaterial, RepeatWrapping, SRGBColorSpace, type Texture } from 'three';
import type { SurfaceLook } from '@kubik/design/catalogue/looks';
import { addStudioReflection } from './studio.ts';

/** A seeded random source, so the grain is the same picture on every visit. */
function random(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

let grain: Texture | undefined;

/**
 * A 512 × 128 greyscale grain: long streaks along the texture's x, gently wavy, with darker late
 * wood lines; about 1 m along the grain by 0.25 m across once laid on a board.
 */
export function grainTexture(): Texture {
  if (grain) return grain;
  const width = 512,
    height = 128;
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const ctx = canvas.getContext('2d');
  if (ctx) {
    const rnd = random(7);
    const image = ctx.createImageData(width, height);
    const lines = Array.from({ length: 46 }, () => ({
      y: rnd() * height,
      depth: 0.05 + rnd() * 0.12,
      width: 0.6 + rnd() * 2.2,
      phase: rnd() * Math.PI * 2,
    }));
    for (let y = 0; y < height; y++) {
      for (let x = 0; x < width; x++) {
        const u = x / width;
        let shade = 0.94 + 0.04 * Math.sin(u * Math.PI * 2 * 3 + y * 0.05);
        for (const line of lines) {
          const wave =
            line.y +
            3 * Math.sin(u * Math.PI * 2 * 2 + line.phase) +
            1.5 * Math.sin(u * Math.PI * 2 * 7 + line.phase * 2);
          let d = Math.abs(y - wave);
          d = Math.min(d, height - d);
          if (d < line.width * 2) shade -= line.depth * Math.exp(-(d * d) / (line.width * line.width));
        }
        const v = Math.max(0.6, Math.min(1, shade)) * 255;
        const i = (y * width + x) * 4;
        image.data[i] = image.data[i + 1] = image.data[i + 2] = v;
        image.data[i + 3] = 255;
      }
    }
    ctx.putImageData(image, 0, 0);
  }
  grain = new CanvasTexture(canvas);
  grain.wrapS = grain.wrapT = RepeatWrapping;
  grain.colorSpace = SRGBColorSpace;
  grain.anisotropy = 4;
  return grain;
}

/**
 * A board material for instanced unit boxes. Faces thinner than 30 mm are edges: plywood shows
 * its plies there, banded chipboard a plain band; the grain (when there is one) runs along each
 * face's longer side. `plies` is for plywood.
 */
export function boardMaterial(look: SurfaceLook, options: { plies?: boolean } = {}): MeshStandardMaterial {
  const material = new MeshStandardMaterial({ color: '#ffffff', roughness: look.roughness, metalness: look.metalness });
  const withGrain = look.grain;
  const plies = options.plies === true;
  material.customProgramCacheKey = () => `kubik-board-${withGrain}-${plies}`;
  material.onBeforeCompile = (shader) => {
    addStudioReflection(shader);
    shader.uniforms.grainMap = { value: withGrain ? grainTexture() : null };
    shader.vertexShader = shader.vertexShader
      .replace(
        '#include <common>',
        `#include <common>
varying vec2 vGrainUv;
varying float vEdge;
varying float vAcross;`,
      )
      .replace(
        '#include <begin_vertex>',
        `#include <begin_vertex>
#ifdef USE_INSTANCING
  vec3 kScale = vec3(length(instanceMatrix[0].xyz), length(instanceMatrix[1].xyz), length(instanceMatrix[2].xyz));
  vec3 kPos = (instanceMatrix * vec4(position, 1.0)).xyz;
#else
  vec3 kScale = vec3(1.0);
  vec3 kPos = position;
#endif
  vec3 kN = abs(normal);
  vec2 kUv; vec2 kExt;
  if (kN.x > 0.5) { kUv = kPos.zy; kExt = kScale.zy; }
  else if (kN.y > 0.5) { kUv = kPos.xz; kExt = kScale.xz; }
  else { kUv = kPos.xy; kExt = kScale.xy; }
  if (kExt.y > kExt.x) { kUv = kUv.yx; kExt = kExt.yx; }
  vGrainUv = kUv / vec2(1.0, 0.25);
  vEdge = kExt.y < 0.03 ? 1.0 : 0.0;
  vAcross = kExt.y > 0.0 ? fract(kUv.y / kExt.y) : 0.0;`,
      );
    shader.fragmentShader = shader.fragmentShader
      .replace(
        '#include <common>',
        `#include <common>
uniform sampler2D grainMap;
varying vec2 vGrainUv;
varying float vEdge;
varying float vAcross;`,
      )
      .replace(
        '#include <color_fragment>',
        `#include <color_fragment>
${withGrain ? 'diffuseColor.rgb *= mix(texture2D(grainMap, vGrainUv).rgb * 1.06, vec3(0.97), vEdge);' : ''}
${plies ? 'diffuseColor.rgb *= mix(1.0, 0.86 + 0.14 * step(0.5, fract(vAcross * 6.5)), vEdge);' : 'diffuseColor.rgb *= mix(1.0, 0.93, vEdge);'}`,
      );
  };
  return material;
}

/** A metal part (bars, connector fittings): the studio in its reflection too. */
export function metalMaterial(look: { roughness: number; metalness: number }): MeshStandardMaterial {
  const material = new MeshStandardMaterial({ color: '#ffffff', metalness: look.metalness, roughness: look.roughness });
  material.customProgramCacheKey = () => 'kubik-metal';
  material.onBeforeCompile = (shader) => addStudioReflection(shader);
  return material;
}
