// The worker threads' task: CPU-heavy work that must not hold up the thread answering requests —
// the workshop documents (a 2,000-cube PDF is about a second of CPU) and quotes of big designs
// (a 10,000-cube quote is ~130 ms), and the architect's DXF outlines. The 3D files have a worker
// of their own (model-worker.ts), so these threads never load three.js.
// Each task validates the design against the catalogue it is given.
import type { Lang } from '@kubik/design/i18n/lang';
import type { DesignModel } from '@kubik/design/model';
import { quote, type Quote } from '@kubik/design/quote';
import { validateDesign, type CatalogueInForce } from '@kubik/design/validate';
import { projectPiecePath } from '@kubik/design/cnc/labels';
import { outlineDxf } from '@kubik/design/drawing/outline-dxf';
import { cncZip, labelFiles } from '@kubik/documents/cnc-zip';
import { cuttingRunZip, RunRefused } from '@kubik/documents/cutting-run';
import { itemPackages, orderCncZip, type OrderWorkshopItem } from '@kubik/documents/order-cnc';
import { orderLabelsPdf, orderLabelsPdfs, orderPiece } from '@kubik/documents/order-labels-pdf';
import { orderPdf, type OrderPdfRequest } from '@kubik/documents/order-pdf';
import type { LabelLayout } from '@kubik/documents/labels-pdf';
import { designPiece } from '@kubik/documents/piece-view';
import { designPdf, type PdfContact, type PdfShopTerms, type PdfVariant } from '@kubik/documents/pdf';
import { WorkshopRefused } from '@kubik/design/workshop-guard';
import { AppError, type ErrorCode } from '../core/errors.ts';
import { parseJsonBody } from '../http/body.ts';
import { moved } from './transfer.ts';
import type { Finding } from '@kubik/design/findings/finding';
import { messageOf, withFindingMessages } from '@kubik/design/i18n/findings';

export type DocumentTask = {
  /** The PDF, the CNC ZIP, one piece of the ZIP's labels as its page shows it (JSON; `null` when the design has no such piece), or the architect's DXF outlines (titles in `lang`). */
  kind: 'pdf' | 'zip' | 'piece' | 'outline';
  /** The design as stored or sent: the worker validates it. */
  design: unknown;
  catalogue: CatalogueInForce;
  /** The PDF's language and title (the design's name when absent). */
  lang?: Lang;
  title?: string;
  /** The PDF's variant (the customer's or the workshop's) and the contact on the customer's cover. */
  variant?: PdfVariant;
  contact?: PdfContact;
  /** The customer's terms for the cover's price (their partner's rate, the shipping table in force). */
  shop?: PdfShopTerms;
  /** SHOP_TIME_ZONE, for the PDF's date. */
  timeZone?: string;
  /** The CNC ZIP's labels (in `lang`) or the piece asked for: the project in the pieces' ids and links (`<baseUrl>/dashboard/projects/<job>/pieces/<piece>`). */
  pieces?: { job: string; baseUrl: string };
  /** The piece's key ("<part>-<index>"), for `piece`. */
  piece?: string;
};
export type QuoteTask = { kind: 'quote'; design: unknown; catalogue: CatalogueInForce };
/** A quote request's JSON body as text: parsed, checked and answered as JSON text here, so a big
 * design costs the request thread neither parsing nor serialising. */
export type QuoteTextTask = { kind: 'quote-text'; text: string; catalogue: CatalogueInForce; maxElements: number };
/** An order's frozen item, its design as stored: validated here against the order's catalogue version. */
export type FrozenItem = { seq: number; name: string; quantity: number; design: unknown };
/** The order confirmation or proforma (made from the order's stored lines, nothing re-priced). */
export type OrderPdfTask = { kind: 'order-pdf'; request: OrderPdfRequest };
/** The workshop files of a whole order: the CNC ZIP (its job pack), every piece's label, or one piece. */
type OrderWorkshop = { number: string; items: FrozenItem[]; catalogue: CatalogueInForce };
export type OrderWorkshopTask =
  | ({ kind: 'order-zip'; labels?: { lang: Lang; baseUrl: string } } & OrderWorkshop)
  /** Every piece's label (PDF), links under `baseUrl`. */
  | ({ kind: 'order-labels'; lang: Lang; layout: LabelLayout; baseUrl: string } & OrderWorkshop)
  /** One piece as the admin's piece page shows it, JSON (`null` when the order has no such piece). */
  | ({ kind: 'order-piece'; piece: string; baseUrl: string } & OrderWorkshop);
/** A cutting run: several orders' boards nested together, each order's items validated against its own catalogue version. */
export type CuttingRunTask = { kind: 'cutting-run'; orders: OrderWorkshop[] };
export type Task = DocumentTask | QuoteTask | QuoteTextTask | OrderPdfTask | OrderWorkshopTask | CuttingRunTask;

/** A document's bytes (moved, not copied), a quote, a quote's JSON, or why not (`invalid`: the order whose design does not validate, in a cutting run). */
export type TaskOutcome =
  | Uint8Array
  | { quote: Quote }
  | { json: string }
  | { invalid: true; order?: string }
  | { refused: { code: ErrorCode; fields?: Record<string, string> }; order?: string };

function quoteText(task: QuoteTextTask): TaskOutcome {
  let body: unknown;
  try {
    body = parseJsonBody(task.text);
  } catch (error) {
    if (error instanceof AppError)
      return { refused: { code: error.code, ...(error.options.fields ? { fields: error.options.fields } : {}) } };
    throw error;
  }
  if (!body || typeof body !== 'object' || Array.isArray(body))
    return { refused: { code: 'validation_failed', fields: { _: 'invalid_json' } } };
  const design = (body as { design?: unknown }).design;
  const elements = (design as { elements?: unknown } | null)?.elements;
  if (Array.isArray(elements) && elements.length > task.maxElements)
    return { refused: { code: 'validation_failed', fields: { design: 'design_too_large_for_guest' } } };
  return { json: JSON.stringify(withFindingMessages(quote(design, task.catalogue))) };
}

/** A refusal for a design with errors; its first error's message in English, for the log. */
function designHasErrors(findings: readonly Finding[]) {
  return {
    code: 'design_has_errors' as const,
    fields: { design: findings[0] ? messageOf(findings[0]).en : 'design_has_errors' },
  };
}

/** The order's items with their models, or undefined when a design does not validate against the catalogue. */
function workshopItems(frozen: readonly FrozenItem[], catalogue: CatalogueInForce): OrderWorkshopItem[] | undefined {
  const items: OrderWorkshopItem[] = [];
  for (const item of frozen) {
    const validation = validateDesign(item.design, catalogue);
    if (!validation.ok) return undefined;
    items.push({ seq: item.seq, name: item.name, quantity: item.quantity, model: validation.model });
  }
  return items;
}

function cuttingRun(task: CuttingRunTask): TaskOutcome {
  const orders = [];
  for (const order of task.orders) {
    const items = workshopItems(order.items, order.catalogue);
    if (!items) return { invalid: true, order: order.number };
    orders.push({ number: order.number, items });
  }
  try {
    return moved(cuttingRunZip(orders));
  } catch (error) {
    if (!(error instanceof RunRefused)) throw error;
    return {
      refused: designHasErrors(error.findings),
      order: error.order,
    };
  }
}

async function orderWorkshopBytes(task: OrderWorkshopTask, items: OrderWorkshopItem[]): Promise<Uint8Array> {
  const order = { number: task.number };
  if (task.kind === 'order-zip') {
    // The job pack: the labels go in with the files, in both layouts, from the same items' files and QR codes (made once).
    const labels = task.labels;
    const packages = itemPackages(items);
    const pdfs = labels ? await orderLabelsPdfs(order, items, labels, packages) : undefined;
    const extra = pdfs
      ? [
          { name: labelFiles.a4, content: new Uint8Array(pdfs.a4!) },
          { name: labelFiles.roll, content: new Uint8Array(pdfs.roll!) },
        ]
      : [];
    return orderCncZip(order, items, extra, packages);
  }
  if (task.kind === 'order-labels') return new Uint8Array(await orderLabelsPdf(order, items, task));
  return new TextEncoder().encode(JSON.stringify(orderPiece(order, items, task.piece, task.baseUrl) ?? null));
}

async function orderWorkshop(task: OrderWorkshopTask): Promise<TaskOutcome> {
  const items = workshopItems(task.items, task.catalogue);
  if (!items) return { invalid: true };
  const bytes = await refusing(() => orderWorkshopBytes(task, items));
  return bytes instanceof Uint8Array ? moved(bytes) : bytes;
}

/**
 * Workshop output, or `design_has_errors` for a design with errors (workshop-guard.ts: no files
 * are made for it); `fields.design` carries its first error's message in English for the log.
 */
async function refusing(make: () => Uint8Array | Promise<Uint8Array>): Promise<Uint8Array | TaskOutcome> {
  try {
    return await make();
  } catch (error) {
    if (!(error instanceof WorkshopRefused)) throw error;
    return {
      refused: designHasErrors(error.findings),
    };
  }
}

/** A design's PDF, CNC ZIP, piece or 3D file (see DocumentTask). */
async function designDocument(task: DocumentTask, model: DesignModel): Promise<Uint8Array> {
  // Any design has outlines, one with errors too (as it has a 3D file: model-worker.ts).
  if (task.kind === 'outline') return new TextEncoder().encode(outlineDxf(model, { lang: task.lang ?? 'sl' }));
  const pieces = task.pieces && { job: task.pieces.job, baseUrl: task.pieces.baseUrl, path: projectPiecePath };
  if (task.kind === 'zip') return cncZip(model, {}, pieces && { ...pieces, lang: task.lang ?? 'sl' });
  if (task.kind === 'piece')
    return new TextEncoder().encode(JSON.stringify((pieces && designPiece(model, task.piece ?? '', pieces)) ?? null));
  const pdfOptions = {
    ...(task.lang ? { lang: task.lang } : {}),
    ...(task.title !== undefined ? { title: task.title } : {}),
    ...(task.variant ? { variant: task.variant } : {}),
    ...(task.contact ? { contact: task.contact } : {}),
    ...(task.shop ? { shop: task.shop } : {}),
    ...(task.timeZone ? { timeZone: task.timeZone } : {}),
  };
  return new Uint8Array(await designPdf(model, pdfOptions));
}

export default async function run(task: Task): Promise<TaskOutcome> {
  if (task.kind === 'quote') return { quote: quote(task.design, task.catalogue) };
  if (task.kind === 'quote-text') return quoteText(task);
  if (task.kind === 'order-pdf') return moved(new Uint8Array(await orderPdf(task.request)));
  if (task.kind === 'order-zip' || task.kind === 'order-labels' || task.kind === 'order-piece')
    return orderWorkshop(task);
  if (task.kind === 'cutting-run') return cuttingRun(task);
  const validation = validateDesign(task.design, task.catalogue);
  if (!validation.ok) return { invalid: true };
  const bytes = await refusing(() => designDocument(task, validation.model));
  return bytes instanceof Uint8Array ? moved(bytes) : bytes;
}
