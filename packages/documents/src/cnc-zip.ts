// The CNC package: the design core's workshop files (pure text) and, when asked, the pieces' labels
// (labels/labels-a4.pdf, labels/labels-100x50.pdf: one label with a QR code per physical piece, in
// the language asked for), so the workshop gets one package. Packed with fflate: DEFLATE level 1 —
// DXF compresses well even at the fastest level, and a 2,000-cube design's package, labels
// included, must be made in 2 s — the PDFs stored (their streams are compressed already).
import { strToU8, unzipSync, zipSync, type Zippable } from 'fflate';
import type { DesignModel } from '@kubik/design/model';
import { cncPackage, type CncOptions, type CncPackage } from '@kubik/design/cnc/cnc-files';
import { pieceLabels, type LabelJob, type PieceLabel } from '@kubik/design/cnc/labels';
import type { Lang } from '@kubik/design/i18n/lang';
import { labelsPdfs } from './labels-pdf.ts';

/** Text files, and binary ones (a labels PDF: stored, its streams are compressed already). */
export function zipFiles(files: readonly { name: string; content: string | Uint8Array }[]): Uint8Array {
  const tree: Zippable = {};
  for (const f of files)
    tree[f.name] = typeof f.content === 'string' ? [strToU8(f.content), { level: 1 }] : [f.content, { level: 0 }];
  return zipSync(tree, { mtime: new Date('2026-01-01T00:00:00Z') });
}

/** The labels' files in a CNC package (and in an order's job pack, under `labels/`). */
export const labelFiles = { a4: 'labels/labels-a4.pdf', roll: 'labels/labels-100x50.pdf' } as const;

/** Which labels a design's package carries: their language, and the job and link of each piece (cnc/labels.ts). */
export interface PackageLabels extends Pick<LabelJob, 'job' | 'baseUrl' | 'path'> {
  lang: Lang;
}

export interface WorkshopPackage {
  files: { name: string; content: string | Uint8Array }[];
  pkg: CncPackage;
  labels: PieceLabel[];
}

/** The package's files: the design core's, and with `labels` both label PDFs (README.txt names them). */
export async function workshopPackage(
  model: DesignModel,
  options: Partial<CncOptions> = {},
  labels?: PackageLabels,
): Promise<WorkshopPackage> {
  const pkg = cncPackage(model, { ...options, labels: labels !== undefined });
  if (!labels) return { files: pkg.files, pkg, labels: [] };
  const pieces = pieceLabels(pkg.workshop, pkg.plans, labels);
  const pdfs = await labelsPdfs([{ labels: pieces, model }], { lang: labels.lang, title: model.design().name });
  const files: WorkshopPackage['files'] = [...pkg.files];
  files.splice(
    files.findIndex((f) => f.name === 'README.txt'),
    0,
    { name: labelFiles.a4, content: pdfs.a4! },
    { name: labelFiles.roll, content: pdfs.roll! },
  );
  return { files, pkg, labels: pieces };
}

export async function cncZip(
  model: DesignModel,
  options: Partial<CncOptions> = {},
  labels?: PackageLabels,
): Promise<Uint8Array> {
  return zipFiles((await workshopPackage(model, options, labels)).files);
}

/** One file of a ZIP made here, by name; undefined when it has none (only that file is inflated). */
export function zipEntry(zip: Uint8Array, name: string): Uint8Array | undefined {
  return unzipSync(zip, { filter: (file) => file.name === name })[name];
}
