// The worker threads' task: CPU-heavy work that must not hold up the thread answering requests —
// the workshop documents (a 2,000-cube PDF is about a second of CPU) and quotes of big designs
// (a 10,000-cube quote is ~130 ms). Each task validates the design against the catalogue it is given.
import { Piscina } from 'piscina';
import type { Lang } from '@kubik/design/i18n/lang';
import { quote, type Quote } from '@kubik/design/quote';
import { validateDesign, type CatalogueInForce } from '@kubik/design/validate';
import { cncZip } from '@kubik/documents/cnc-zip';
import { designPdf } from '@kubik/documents/pdf';
import { AppError, type ErrorCode } from '../core/errors.ts';
import { parseJsonBody } from '../http/body.ts';

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
/** A quote request's JSON body as text: parsed, checked and answered as JSON text here, so a big
 * design costs the request thread neither parsing nor serialising. */
export type QuoteTextTask = { kind: 'quote-text'; text: string; catalogue: CatalogueInForce; maxElements: number };
export type Task = DocumentTask | QuoteTask | QuoteTextTask;

/** A document's bytes (moved, not copied), a quote, a quote's JSON, or why not. */
export type TaskOutcome = Uint8Array | { quote: Quote } | { json: string } | { invalid: true } | { refused: { code: ErrorCode; fields?: Record<string, string> } };

function quoteText(task: QuoteTextTask): TaskOutcome {
  let body: unknown;
  try {
    body = parseJsonBody(task.text);
  } catch (error) {
    if (error instanceof AppError) return { refused: { code: error.code, ...(error.options.fields ? { fields: error.options.fields } : {}) } };
    throw error;
  }
  if (!body || typeof body !== 'object' || Array.isArray(body)) return { refused: { code: 'validation_failed', fields: { _: 'invalid_json' } } };
  const design = (body as { design?: unknown }).design;
  const elements = (design as { elements?: unknown } | null)?.elements;
  if (Array.isArray(elements) && elements.length > task.maxElements) return { refused: { code: 'validation_failed', fields: { design: 'design_too_large_for_guest' } } };
  return { json: JSON.stringify(quote(design, task.catalogue)) };
}

/** The bytes as a whole ArrayBuffer of their own, so they can be handed over without a copy. */
function transferable(bytes: Uint8Array): Uint8Array {
  return bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength ? bytes : bytes.slice();
}

export default async function run(task: Task): Promise<TaskOutcome> {
  if (task.kind === 'quote') return { quote: quote(task.design, task.catalogue) };
  if (task.kind === 'quote-text') return quoteText(task);
  const validation = validateDesign(task.design, task.catalogue);
  if (!validation.ok) return { invalid: true };
  const pdfOptions = { ...(task.lang ? { lang: task.lang } : {}), ...(task.title !== undefined ? { title: task.title } : {}) };
  const bytes = transferable(task.kind === 'pdf' ? await designPdf(validation.model, pdfOptions) : cncZip(validation.model));
  return Piscina.move(bytes) as Uint8Array;
}
