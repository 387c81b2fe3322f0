// The floor's 100 mm grid (and its metre lines), drawn by a small shader on one plane instead of
// line segments: each line is a pixel or so wide at any distance (screen-space derivatives), and
// where the cells shrink under a few pixels the lines fade out instead of beating into moiré
// stripes towards the horizon, which GridHelper's 200 lines did.
import { Color, DoubleSide, Mesh, PlaneGeometry, ShaderMaterial, UniformsLib, UniformsUtils } from 'three';

const vertexShader = /* glsl */ `
#include <fog_pars_vertex>
varying vec2 vFloor;
void main() {
  vec4 world = modelMatrix * vec4(position, 1.0);
  vFloor = world.xz;
  vec4 mvPosition = viewMatrix * world;
  gl_Position = projectionMatrix * mvPosition;
  #include <fog_vertex>
}`;

// One level of lines: 1 on a line (anti-aliased over a pixel), 0 between; faded out when a cell
// is under ~7 px, before it could alias.
const fragmentShader = /* glsl */ `
#include <fog_pars_fragment>
uniform vec3 minorColour;
uniform vec3 majorColour;
uniform float opacity;
varying vec2 vFloor;
float lines(vec2 at, float cell) {
  vec2 coord = at / cell;
  vec2 width = fwidth(coord);
  vec2 g = abs(fract(coord - 0.5) - 0.5) / max(width, vec2(1e-4));
  float line = 1.0 - min(min(g.x, g.y), 1.0);
  return line * (1.0 - smoothstep(0.07, 0.15, max(width.x, width.y)));
}
void main() {
  float minor = lines(vFloor, 0.1);
  float major = lines(vFloor, 1.0);
  float alpha = max(minor * 0.4, major * 0.3) * opacity;
  gl_FragColor = vec4(mix(minorColour, majorColour, step(minor * 0.4, major * 0.3)), alpha);
  // The scene's fog fades the lines out with the floor, towards the horizon.
  #include <fog_fragment>
  #ifdef USE_FOG
  gl_FragColor.a *= 1.0 - fogFactor;
  #endif
  if (gl_FragColor.a < 0.003) discard;
}`;

/** A grid plane `width` × `depth` metres centred on its position, lying on the floor. */
export function floorGrid(width: number, depth: number, colours: { minor: string; major: string }): Mesh {
  const material = new ShaderMaterial({
    uniforms: UniformsUtils.merge([
      UniformsLib.fog,
      {
        minorColour: { value: new Color(colours.minor) },
        majorColour: { value: new Color(colours.major) },
        opacity: { value: 1 },
      },
    ]),
    fog: true,
    vertexShader,
    fragmentShader,
    transparent: true,
    depthWrite: false,
    side: DoubleSide,
  });
  const grid = new Mesh(new PlaneGeometry(width, depth), material);
  grid.name = 'floor-grid';
  grid.rotation.x = -Math.PI / 2;
  grid.position.y = 0.0005;
  return grid;
}
