// The CNC ZIP: the design core's workshop files (pure text) packed with fflate. DEFLATE level 1:
// DXF compresses well even at the fastest level, and a 2,000-cube order must zip in well under 2 s.
import { strToU8, unzipSync, zipSync, type Zippable } from 'fflate';
import type { DesignModel } from '@kubik/design/model';
import { cncPackage, type CncOptions } from '@kubik/design/cnc/cnc-files';

/** Text files, and binary ones (a labels PDF: stored, its streams are compressed already). */
export function zipFiles(files: readonly { name: string; content: string | Uint8Array }[]): Uint8Array {
  const tree: Zippable = {};
  for (const f of files) tree[f.name] = typeof f.content === 'string' ? [strToU8(f.content), { level: 1 }] : [f.content, { level: 0 }];
  return zipSync(tree, { mtime: new Date('2026-01-01T00:00:00Z') });
}

export function cncZip(model: DesignModel, options: Partial<CncOptions> = {}): Uint8Array {
  return zipFiles(cncPackage(model, options).files);
}

/** One file of a ZIP made here, by name; undefined when it has none (only that file is inflated). */
export function zipEntry(zip: Uint8Array, name: string): Uint8Array | undefined {
  return unzipSync(zip, { filter: (file) => file.name === name })[name];
}
