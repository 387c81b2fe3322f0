// The light the furniture stands in, image-based but with no image to fetch or prefilter: a small
// studio described by a formula — a bright ceiling, walls in the room's wall colour, a floor in its
// floor colour, and one large window up behind to the left. The same formula gives both halves
// of image-based light:
//  - diffuse: projected once onto nine spherical harmonics (sphericalHarmonics.ts) and applied as a
//    THREE.LightProbe — a dozen multiply-adds per pixel, so software WebGL stays fast;
//  - specular: evaluated in the board shaders along each pixel's reflected direction, blurred by
//    the surface's roughness in closed form (the window's edges and bars widened, the horizon
//    softened), and fed to three's own split-sum BRDF as the `radiance` a prefiltered environment
//    map would give.
//    Gloss lacquer shows the window and the horizon sharply; matte lacquer a faint, wide sheen.
// Why not RoomEnvironment + PMREMGenerator: on SwiftShader (the browser tests, the bench, and
// anyone without a GPU) the prefiltered map made a bookshelf's first frame 21 s instead of 3.3 s.
// The formula is the environment: nothing to fetch, nothing to regenerate; tune it here (the
// projection takes about a millisecond, so a change of room colours is re-projected at once).
import { Color, LightProbe, Vector3 } from 'three';
import { projectRadiance, type Radiance, type Rgb } from './sphericalHarmonics.ts';

/** The studio's parts, as linear RGB radiance; the window is a rectangle with a cross of bars. */
export interface Studio {
  ceiling: Rgb;
  wall: Rgb;
  floor: Rgb;
  window: {
    /** Its middle, and its own right and up (unit vectors, perpendicular). */
    direction: Rgb;
    right: Rgb;
    up: Rgb;
    /** Half its width and height, and half a bar's width, as tangents of the angle from its middle. */
    halfWidth: number;
    halfHeight: number;
    halfBar: number;
    radiance: Rgb;
  };
}

/** Backdrop colours when the design has no room (SceneView's background and RoomLayer's floor). */
export const defaultBackdrop = { wall: '#f4efe8', floor: '#ece5db' } as const;

const linear = (hex: string, scale: number): Rgb => {
  const c = new Color(hex);
  return [c.r * scale, c.g * scale, c.b * scale];
};

/** The studio for a backdrop: walls and floor take its colours (darker than they look lit). */
export function studioFor(backdrop: { wall: string; floor: string }): Studio {
  // Up behind to the left: the tops, shelves and insides a customer looks down on from the usual
  // three-quarter view reflect this part of the room, so that is where a gloss board shows it.
  const d = new Vector3(-0.5, 0.42, -0.75).normalize();
  const up = new Vector3(0, 1, 0).addScaledVector(d, -d.y).normalize();
  const right = new Vector3().crossVectors(d, up);
  return {
    ceiling: [0.5, 0.49, 0.46],
    wall: linear(backdrop.wall, 0.5),
    floor: linear(backdrop.floor, 0.38),
    window: {
      direction: d.toArray(),
      right: right.toArray(),
      up: up.toArray(),
      halfWidth: 0.32,
      halfHeight: 0.24,
      halfBar: 0.012,
      radiance: [3.2, 3.15, 3.0],
    },
  };
}

const smoothstep = (e0: number, e1: number, x: number) => {
  const t = Math.min(1, Math.max(0, (x - e0) / (e1 - e0)));
  return t * t * (3 - 2 * t);
};
const mix = (a: number, b: number, t: number) => a + (b - a) * t;
/** 1 inside |x| < h, 0 outside, the edge blurred over ±e. */
const edge = (x: number, h: number, e: number) => 1 - smoothstep(h - e, h + e, Math.abs(x));
/**
 * `edge` scaled so its area stays 2h however wide the blur (a rough surface spreads the window's
 * light, it does not make more): half the area of `edge` is max(h − e, 0) + 2e(½ − t + t³ − t⁴/2),
 * t = max(0, (e − h) / 2e), the smoothstep integrated.
 */
const box = (x: number, h: number, e: number) => {
  const t = Math.max(0, (e - h) / (2 * e));
  return (edge(x, h, e) * h) / (Math.max(h - e, 0) + 2 * e * (0.5 - t + t ** 3 - t ** 4 / 2));
};
/** A bar of half width m across the window: dark on a sharp surface, gone on a rough one. */
const bar = (x: number, m: number, e: number) => 1 - edge(x, m, e) * Math.min(1, m / e);

/**
 * The studio's radiance seen through a surface of this roughness (0: the sharp studio). The GLSL
 * in `studioShader` is this function, line for line.
 */
export function studioRadiance(s: Studio, roughness = 0): Radiance {
  const r2 = roughness * roughness;
  const w = 0.02 + 1.2 * r2,
    e = 0.004 + 1.5 * r2;
  const { direction: n, right: t, up: b, halfWidth, halfHeight, halfBar } = s.window;
  return (x, y, z) => {
    const up = smoothstep(-w, w, y);
    const sky = smoothstep(0.25 - w, 0.85 + w, y);
    const dn = x * n[0] + y * n[1] + z * n[2];
    let win = 0;
    if (dn > 0.05) {
      const u = (x * t[0] + y * t[1] + z * t[2]) / dn,
        v = (x * b[0] + y * b[1] + z * b[2]) / dn;
      win = box(u, halfWidth, e) * box(v, halfHeight, e) * bar(u, halfBar, e) * bar(v, halfBar, e);
    }
    const out = [0, 0, 0] as [number, number, number];
    for (let k = 0; k < 3; k++)
      out[k] = mix(s.floor[k]!, mix(s.wall[k]!, s.ceiling[k]!, sky), up) + s.window.radiance[k]! * win;
    return out;
  };
}

/** Uniforms the board shaders share (one object each, so a new room needs no recompile). */
export const studioUniforms = {
  studioCeiling: { value: new Vector3() },
  studioWall: { value: new Vector3() },
  studioFloor: { value: new Vector3() },
  studioWindowDir: { value: new Vector3() },
  studioWindowRight: { value: new Vector3() },
  studioWindowUp: { value: new Vector3() },
  /** Half width, half height, half a bar's width. */
  studioWindowSize: { value: new Vector3() },
  studioWindow: { value: new Vector3() },
};

/** GLSL: `studioRadiance(dir, roughness)`, world-space direction. */
export const studioShader = /* glsl */ `
uniform vec3 studioCeiling;
uniform vec3 studioWall;
uniform vec3 studioFloor;
uniform vec3 studioWindowDir;
uniform vec3 studioWindowRight;
uniform vec3 studioWindowUp;
uniform vec3 studioWindowSize;
uniform vec3 studioWindow;
float studioEdge(float x, float h, float e) { return 1.0 - smoothstep(h - e, h + e, abs(x)); }
float studioBox(float x, float h, float e) {
  float t = max(0.0, (e - h) / (2.0 * e));
  return studioEdge(x, h, e) * h / (max(h - e, 0.0) + 2.0 * e * (0.5 - t + t * t * t - 0.5 * t * t * t * t));
}
float studioBar(float x, float m, float e) { return 1.0 - studioEdge(x, m, e) * min(1.0, m / e); }
vec3 studioRadiance(vec3 d, float roughness) {
  float r2 = roughness * roughness;
  float w = 0.02 + 1.2 * r2;
  float e = 0.004 + 1.5 * r2;
  float up = smoothstep(-w, w, d.y);
  float sky = smoothstep(0.25 - w, 0.85 + w, d.y);
  float dn = dot(d, studioWindowDir);
  float win = 0.0;
  if (dn > 0.05) {
    float u = dot(d, studioWindowRight) / dn;
    float v = dot(d, studioWindowUp) / dn;
    win = studioBox(u, studioWindowSize.x, e) * studioBox(v, studioWindowSize.y, e) * studioBar(u, studioWindowSize.z, e) * studioBar(v, studioWindowSize.z, e);
  }
  return mix(studioFloor, mix(studioWall, studioCeiling, sky), up) + studioWindow * win;
}`;

/**
 * Adds the studio's reflection to a MeshStandardMaterial's shader (call from onBeforeCompile):
 * the reflected direction bends towards the normal as roughness grows, as three's own
 * getIBLRadiance does for a prefiltered map.
 */
export function addStudioReflection(shader: {
  uniforms: Record<string, { value: unknown }>;
  fragmentShader: string;
}): void {
  Object.assign(shader.uniforms, studioUniforms);
  shader.fragmentShader = shader.fragmentShader
    .replace('#include <common>', `#include <common>\n${studioShader}`)
    .replace(
      '#include <lights_fragment_maps>',
      `#include <lights_fragment_maps>
{
  vec3 kReflect = normalize(mix(reflect(-geometryViewDir, geometryNormal), geometryNormal, pow4(material.roughness)));
  radiance += studioRadiance(inverseTransformDirection(kReflect, viewMatrix), material.roughness);
}`,
    );
}

/** The studio's light for one scene: the probe to add, and `setBackdrop` when the room changes. */
export class StudioLight {
  readonly probe = new LightProbe();
  private key = '';

  constructor() {
    this.setBackdrop(defaultBackdrop);
  }

  setBackdrop(backdrop: { wall: string; floor: string }): void {
    const key = `${backdrop.wall}|${backdrop.floor}`;
    if (key === this.key) return;
    this.key = key;
    const s = studioFor(backdrop);
    this.probe.sh.copy(projectRadiance(studioRadiance(s)));
    const u = studioUniforms;
    u.studioCeiling.value.fromArray(s.ceiling);
    u.studioWall.value.fromArray(s.wall);
    u.studioFloor.value.fromArray(s.floor);
    u.studioWindowDir.value.fromArray(s.window.direction);
    u.studioWindowRight.value.fromArray(s.window.right);
    u.studioWindowUp.value.fromArray(s.window.up);
    u.studioWindowSize.value.set(s.window.halfWidth, s.window.halfHeight, s.window.halfBar);
    u.studioWindow.value.fromArray(s.window.radiance);
  }
}
