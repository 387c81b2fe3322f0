// The worker threads' task: CPU-heavy work that must not hold up the thread answering requests —
// the workshop documents (a 2,000-cube PDF is about a second of CPU) and quotes of big designs
// (a 10,000-cube quote is ~130 ms). Each task validates the design against the catalogue it is given.
import { Piscina } from 'piscina';
import type { Lang } from '@kubik/design/i18n/lang';
import { quote, type Quote } from '@kubik/design/quote';
import { validateDesign, type CatalogueInForce } from '@kubik/design/validate';
import { cncZip } from '@kubik/documents/cnc-zip';
import { designPdf } from '@kubik/documents/pdf';

export type DocumentTask = {
  kind: 'pdf' | 'zip';
  /** The design as stored or sent: the worker validates it. */
  design: unknown;
  catalogue: CatalogueInForce;
  /** The PDF's language and title (the design's name when absent). */
  lang?: Lang;
  title?: string;
};
export type QuoteTask = { kind: 'quote'; design: unknown; catalogue: CatalogueInForce };
export type Task = DocumentTask | QuoteTask;

/** A document's bytes (moved, not copied), a quote, or why not. */
export type TaskOutcome = Uint8Array | { quote: Quote } | { invalid: true };

/** The bytes as a whole ArrayBuffer of their own, so they can be handed over without a copy. */
function transferable(bytes: Uint8Array): Uint8Array {
  return bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength ? bytes : bytes.slice();
}

export default async function run(task: Task): Promise<TaskOutcome> {
  if (task.kind === 'quote') return { quote: quote(task.design, task.catalogue) };
  const validation = validateDesign(task.design, task.catalogue);
  if (!validation.ok) return { invalid: true };
  const pdfOptions = { ...(task.lang ? { lang: task.lang } : {}), ...(task.title !== undefined ? { title: task.title } : {}) };
  const bytes = transferable(task.kind === 'pdf' ? await designPdf(validation.model, pdfOptions) : cncZip(validation.model));
  return Piscina.move(bytes) as Uint8Array;
}
