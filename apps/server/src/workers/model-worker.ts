// The 3D files' worker thread (issue 23): a design's GLB (@gltf-transform/core) and USDZ (three.js's
// USDZExporter). A pool of its own (pool.ts), started on the first 3D file asked for, so the
// documents' and quotes' threads never load three.js and glTF-Transform (about 0.4 s and 40 MB a
// thread) and a server that makes no 3D file never does either.
import { validateDesign, type CatalogueInForce } from '@kubik/design/validate';
import { designGlb } from '@kubik/documents/model3d/glb';
import { designUsdz } from '@kubik/documents/model3d/usdz';
import { moved } from './transfer.ts';

export type ModelTask = { kind: 'glb' | 'usdz'; design: unknown; catalogue: CatalogueInForce };
/** The file's bytes (moved, not copied), or `invalid` for a design that does not validate. */
export type ModelOutcome = Uint8Array | { invalid: true };

/** Any design has a 3D file, one with errors too: the customer sees in the room what they drew. */
export default async function run(task: ModelTask): Promise<ModelOutcome> {
  const validation = validateDesign(task.design, task.catalogue);
  if (!validation.ok) return { invalid: true };
  return moved(task.kind === 'glb' ? await designGlb(validation.model) : await designUsdz(validation.model));
}
