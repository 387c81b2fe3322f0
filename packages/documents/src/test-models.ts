// The designs this package's tests make files from: the repository's examples and one 400 mm cube.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { DesignModel } from '@kubik/design/model';
import { builtInCatalogue, validateDesign } from '@kubik/design/validate';

export const example = (name: string): unknown =>
  JSON.parse(readFileSync(join(import.meta.dirname, '..', '..', '..', 'examples', name), 'utf8'));

export function modelOf(json: unknown): DesignModel {
  const v = validateDesign(json, builtInCatalogue);
  if (!v.ok) throw new Error('not a design');
  return v.model;
}

export const oneCube = () =>
  modelOf({
    schemaVersion: 1,
    name: 'Polica',
    settings: {},
    elements: [
      { id: 'a', kind: 'cube', position: { x: 0, y: 0, z: 0 }, size: { width: 400, height: 400, depth: 400 } },
    ],
  });
