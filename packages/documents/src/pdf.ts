// The project PDF (DESIGN §4) in two variants, in one language. The customer's: a cover with the
// design's picture, its price, the date and how to reach Kubik; the front view with dimensions,
// what it is made of, the price and the assembly steps. The workshop's: a title page with the
// picture, the front view, the BOM with cut sizes and edges, the price, the cutting plan and the
// assembly steps (what the customer does not need stays out of theirs: cut sizes, edges, sheets).
// Fonts: DejaVu Sans from the dejavu-fonts-ttf package, embedded (subset) so č, š, ž, ñ, á print;
// pdfkit's built-in fonts are WinAnsi only. Nothing is fetched at run time.
import { assertWorkshopReady } from '@kubik/design/workshop-guard';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import { stepDrawing } from '@kubik/design/assembly/step-drawing';
import { assemblySteps } from '@kubik/design/assembly/steps';
import { currency } from '@kubik/design/pricing/currency';
import { stepLabels } from '@kubik/design/assembly/texts';
import { buildBom, type Bom } from '@kubik/design/bom/bom';
import { cuttingPlans, jobStock, type CuttingPlans, type StockOptions } from '@kubik/design/cnc/cutting-plan';
import { edgeColumns } from '@kubik/design/cnc/cut-list';
import { frontViewDrawing } from '@kubik/design/drawing/front-view';
import { colourStyle, isometricDrawing } from '@kubik/design/drawing/isometric';
import { sheetDrawing } from '@kubik/design/drawing/sheet';
import type { Lang } from '@kubik/design/i18n/lang';
import type { DesignModel } from '@kubik/design/model';
import type { Panel } from '@kubik/design/parts/panel';
import type { Price } from '@kubik/design/pricing/price';
import { priceModel } from '@kubik/design/quote';
import { designBreakdown, type DeliveryFrom, type PriceBreakdown, type ShopTerms } from '@kubik/shop/price';
import { defaultShippingTable, type ShippingTable } from '@kubik/shop/shipping';
import { drawDrawing } from './pdf-drawing.ts';
import { counted, intlLocale, money, number, pdfLabels, type PdfLabel } from './pdf-labels.ts';
import { defaultShopTimeZone } from './order-labels.ts';

const require = createRequire(import.meta.url);
type FontSource = Buffer | object;
let fonts: { regular: FontSource; bold: FontSource } | undefined;
function loadFonts() {
  fonts ??= {
    regular: readFileSync(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf')),
    bold: readFileSync(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf')),
  };
  return fonts;
}

/**
 * Registers the two fonts. pdfkit takes a font it has parsed (a fontkit font) as well as the file;
 * the first document's parsed fonts are kept for the next ones, since parsing DejaVu and its layout
 * tables again cost some 40 ms per PDF. Should pdfkit stop exposing them, the files are used.
 */
export function useFonts(doc: PDFKit.PDFDocument): void {
  const f = loadFonts();
  doc.registerFont('Sans', f.regular as Buffer);
  doc.registerFont('Sans-Bold', f.bold as Buffer);
  if (Buffer.isBuffer(f.regular)) {
    const parsed = (name: string) =>
      (doc.font(name) as unknown as { _font?: { font?: { layout?: unknown } } })._font?.font;
    const bold = parsed('Sans-Bold');
    const regular = parsed('Sans');
    if (typeof regular?.layout === 'function' && typeof bold?.layout === 'function') fonts = { regular, bold };
  }
  doc.font('Sans');
}

/** The document's bytes once it ends (`doc.end()`). */
export function pdfBytes(doc: PDFKit.PDFDocument): Promise<Buffer> {
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  return new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
}

/** Who the PDF is for: the customer (the owner's download, guests) or the workshop (staff, CNC). */
export type PdfVariant = 'customer' | 'workshop';

/** How to reach Kubik, printed on the customer's cover. */
export interface PdfContact {
  /** The address people reach Kubik at (PUBLIC_URL, or the request's own). */
  web: string;
  /** The design's own page, for a saved project. */
  designUrl?: string;
  /** The shop (SELLER_*): its name and address, and the e-mail and phone printed as its contact. */
  seller?: { name: string; address?: string | undefined; email?: string | undefined; phone?: string | undefined };
}

/** The customer's terms the cover's price is made with (the catalogue gives the VAT and the discount cap). */
export type PdfShopTerms = Pick<ShopTerms, 'partnerDiscountBp'> & { shippingTable: ShippingTable };

export interface PdfOptions {
  lang: Lang;
  variant: PdfVariant;
  /** The day the PDF is made, printed on its first page (in `timeZone`). */
  date: Date;
  /** The shop's time zone (SHOP_TIME_ZONE) its dates are written in; Europe/Ljubljana by default. */
  timeZone?: string;
  /** On the customer's cover; without it the cover names Kubik only. */
  contact?: PdfContact;
  /** The title (a project's name); the design's own name when absent. */
  title?: string;
  stock: Partial<StockOptions>;
  /** What the price is for this customer (their partner's rate, the shop's shipping table): `@kubik/shop/price`. */
  shop: PdfShopTerms;
  /** Sheets drawn in the PDF; the rest are listed (all of them are in the CNC ZIP). */
  maxSheetDrawings: number;
  /**
   * Boards drawn over all step drawings. A 2,000-cube unit has thousands of boards in each view;
   * past this budget a step shows only its own boards, without the grey context.
   */
  maxStepBoxes: number;
}

// The cutting plan is nested with the ZIP's stock options, so the PDF shows the plan the workshop cuts.
// The workshop's by default: the command line (`npm run kubik -- pdf`) is the workshop's tool; the
// server asks for the customer's explicitly.
export const defaultPdfOptions: Omit<PdfOptions, 'date'> = {
  lang: 'sl',
  variant: 'workshop',
  stock: {},
  shop: { partnerDiscountBp: 0, shippingTable: defaultShippingTable },
  maxSheetDrawings: 24,
  maxStepBoxes: 8_000,
};

const A4 = { width: 595.28, height: 841.89 };
const M = 42;
const W = A4.width - 2 * M;

/** The project's PDF; the workshop's copy of a design with errors is refused (`WorkshopRefused`, workshop-guard.ts). */
export async function designPdf(model: DesignModel, options: Partial<PdfOptions> = {}): Promise<Buffer> {
  const o: PdfOptions = { ...defaultPdfOptions, date: new Date(), ...options };
  if (o.variant === 'workshop') assertWorkshopReady(model);
  const doc = new PDFDocument({
    size: 'A4',
    margin: M,
    bufferPages: false,
    info: { Title: o.title ?? model.design().name, Creator: 'Kubik' },
    lang: o.lang,
  });
  const done = pdfBytes(doc);
  useFonts(doc);
  const t = (key: PdfLabel) => pdfLabels[key][o.lang];
  const bom = buildBom(model);
  const price = priceModel(model);
  const breakdown = designBreakdown(price.goodsCents, bom.totals, {
    ...o.shop,
    vatRateBp: price.vatRateBp,
    maxPartnerDiscountBp: model.catalogue.maxPartnerDiscountBp,
  });
  const panels = model.panels();

  const names = namesOf(model, o.lang);
  const customer = o.variant === 'customer';
  const cubes = [...model.cells.values()].map((c) => c.box);
  if (customer) coverPage(doc, o.title ?? model.design().name, panels, cubes, breakdown, names, t, o);
  else titlePage(doc, o.title ?? model.design().name, panels, names, t, o);
  doc.addPage();
  heading(doc, t('frontView'));
  const top = doc.y + 6;
  drawDrawing(
    doc,
    frontViewDrawing(panels, cubes, {
      width: W,
      height: A4.height - top - M,
      textSize: 8,
      fill: (p) => names.hex(p.colour),
    }),
    M,
    top,
    W,
    A4.height - top - M,
  );
  doc.addPage();
  bomPages(doc, bom, t, o.lang, names, o.variant);
  pricePart(doc, price, breakdown, t, o.lang);
  if (!customer) cuttingPlanPages(doc, cuttingPlans(bom, jobStock(model.catalogue, o.stock)), t, o, names);
  stepPages(doc, model, t, o, names);
  doc.end();
  return done;
}

type T = (key: PdfLabel) => string;

/** Materials and colours by their names in the document's language (the catalogue's), and colours' hex. */
export interface Names {
  material: (id: string) => string;
  colour: (id: string) => string;
  hex: (id: string) => string;
}

export function namesOf(model: DesignModel, lang: Lang): Names {
  const { index } = model;
  return {
    material: (id) => index.materials.get(id)?.name[lang] ?? index.barProfiles.get(id)?.name[lang] ?? id,
    colour: (id) => index.colours.get(id)?.name[lang] ?? id,
    hex: (id) => index.colours.get(id)?.hex ?? '#e2cca0',
  };
}

function heading(doc: PDFKit.PDFDocument, text: string): void {
  doc.font('Sans-Bold').fontSize(16).fillColor('#000').text(text, M, doc.y, { width: W });
  doc.font('Sans').fontSize(9).moveDown(0.4);
}

function ensureRoom(doc: PDFKit.PDFDocument, height: number): void {
  if (doc.y + height > A4.height - M) doc.addPage();
}

interface Box {
  x: number;
  y: number;
  z: number;
  width: number;
  height: number;
  depth: number;
}

/** The overall size of some boxes, "1.200 × 800 × 400 mm" in the language's format; null for none. */
function overallSize(boxes: readonly Box[], lang: Lang): string | null {
  if (boxes.length === 0) return null;
  let x0 = Infinity,
    y0 = Infinity,
    z0 = Infinity,
    x1 = -Infinity,
    y1 = -Infinity,
    z1 = -Infinity;
  for (const b of boxes) {
    x0 = Math.min(x0, b.x);
    y0 = Math.min(y0, b.y);
    z0 = Math.min(z0, b.z);
    x1 = Math.max(x1, b.x + b.width);
    y1 = Math.max(y1, b.y + b.height);
    z1 = Math.max(z1, b.z + b.depth);
  }
  return `${number(x1 - x0, lang)} × ${number(y1 - y0, lang)} × ${number(z1 - z0, lang)} mm`;
}

/** The design's picture: its boards in their colours, seen from the front left and above. */
function picture(doc: PDFKit.PDFDocument, panels: readonly Panel[], names: Names, y: number, height: number): void {
  const styles = new Map<string, ReturnType<typeof colourStyle>>();
  const style = (colour: string) =>
    styles.get(colour) ?? styles.set(colour, colourStyle(names.hex(colour))).get(colour)!;
  // Drawers closed: their boxes stand behind the fronts and are not drawn.
  const drawing = isometricDrawing(
    panels.filter((p) => p.role !== 'drawerBox').map((p) => ({ box: p.box, style: style(p.colour) })),
    600,
  );
  drawDrawing(doc, drawing, M, y, W, height);
}

function titlePage(
  doc: PDFKit.PDFDocument,
  title: string,
  panels: readonly Panel[],
  names: Names,
  t: T,
  o: PdfOptions,
): void {
  doc
    .font('Sans')
    .fontSize(11)
    .fillColor('#666')
    .text(`${t('subtitle')} · ${t('workshopCopy')} · ${date(o.date, o.lang, o.timeZone)}`, M, M);
  doc.font('Sans-Bold').fontSize(26).fillColor('#000').text(title, { width: W });
  const size = overallSize(
    panels.map((p) => p.box),
    o.lang,
  );
  if (size)
    doc
      .font('Sans')
      .fontSize(11)
      .text(`${t('overall')}: ${size}`);
  picture(doc, panels, names, doc.y + 20, A4.height - doc.y - 2 * M - 20);
}

/**
 * The customer's cover: the name, the picture, then a band at the foot with the price (with VAT,
 * what it includes), the overall size, the date and Kubik's contact.
 */
function coverPage(
  doc: PDFKit.PDFDocument,
  title: string,
  panels: readonly Panel[],
  cubes: readonly Box[],
  price: PriceBreakdown,
  names: Names,
  t: T,
  o: PdfOptions,
): void {
  const lang = o.lang;
  doc.font('Sans').fontSize(11).fillColor('#666').text(t('subtitle'), M, M);
  doc.font('Sans-Bold').fontSize(26).fillColor('#000').text(title, { width: W });
  const band = 200;
  const footTop = A4.height - M - band;
  picture(doc, panels, names, doc.y + 16, footTop - doc.y - 32);

  doc
    .moveTo(M, footTop)
    .lineTo(M + W, footTop)
    .lineWidth(0.75)
    .stroke('#999');
  const left = W * 0.55;
  doc
    .font('Sans')
    .fontSize(10)
    .fillColor('#666')
    .text(t('price'), M, footTop + 14, { width: left });
  const { totals } = price;
  const vatRate = price.lines[0]?.vatRateBp ?? 0;
  doc.font('Sans-Bold').fontSize(24).fillColor('#000').text(money(totals.grossCents, lang), { width: left });
  const discount =
    price.discountBp > 0 && totals.discountCents > 0
      ? `; ${t('discount').toLowerCase()} ${number(price.discountBp / 100, lang, 2)} % (−${money(totals.discountCents, lang)})`
      : '';
  doc
    .font('Sans')
    .fontSize(9)
    .fillColor('#444')
    .text(`${t('priceIncludes')} ${number(vatRate / 100, lang, 0)} % (${money(totals.vatCents, lang)})${discount}`, {
      width: left,
    });
  if (price.deliveryFrom) doc.text(deliveryFromText(price.deliveryFrom, t, lang), { width: left });
  // The cubes' size, as the configurator shows it (doors in front are not counted there either).
  const size = overallSize(cubes, lang);
  if (size)
    doc
      .moveDown(0.6)
      .fontSize(10)
      .fillColor('#000')
      .text(`${t('overall')}: ${size}`, { width: left });
  doc.moveDown(0.3).text(`${t('date')}: ${date(o.date, lang, o.timeZone)}`, { width: left });

  const x = M + left + 12;
  const width = W - left - 12;
  const seller = o.contact?.seller;
  doc
    .font('Sans-Bold')
    .fontSize(11)
    .fillColor('#000')
    .text(seller?.name ?? 'Kubik', x, footTop + 14, { width });
  doc
    .font('Sans')
    .fontSize(9)
    .fillColor('#444')
    .text(seller?.address ?? t('subtitle'), x, doc.y, { width });
  if (o.contact) {
    doc
      .moveDown(0.5)
      .fillColor('#000')
      .fontSize(10)
      .text(o.contact.web, x, doc.y, { width, link: o.contact.web, underline: false });
    // On paper: an address and a number to write or call, not a button to click.
    if (seller?.email)
      doc
        .fontSize(9)
        .text(`${t('email')}: ${seller.email}`, x, doc.y, { width, link: `mailto:${seller.email}`, underline: false });
    if (seller?.phone) doc.fontSize(9).text(`${t('phone')}: ${seller.phone}`, x, doc.y, { width });
    if (!seller?.email && !seller?.phone) doc.fontSize(9).fillColor('#444').text(t('contactUs'), x, doc.y, { width });
    // Across the page: a project's address is too long for the column.
    if (o.contact.designUrl) {
      doc
        .fontSize(9)
        .fillColor('#444')
        .text(`${t('openDesign')} `, M, A4.height - M - 24, { width: W, continued: true })
        .fillColor('#000')
        .text(o.contact.designUrl, { link: o.contact.designUrl });
    }
  }
  doc.fillColor('#000');
}

/** "24. november 2026": the day in the reader's language, in the shop's time zone. */
function date(at: Date, lang: Lang, timeZone = defaultShopTimeZone): string {
  return new Intl.DateTimeFormat(intlLocale[lang], { dateStyle: 'long', timeZone }).format(at);
}

interface Column {
  label: string;
  width: number;
  align?: 'left' | 'right';
}

function table(doc: PDFKit.PDFDocument, columns: Column[], rows: string[][]): void {
  const rowHeight = 13;
  const header = () => {
    // Every label at the same y: pdfkit moves doc.y down after each text.
    const y = doc.y;
    let x = M;
    doc.font('Sans-Bold').fontSize(8);
    for (const c of columns) {
      doc.text(c.label, x + 2, y, {
        width: c.width - 4,
        align: c.align ?? 'left',
        lineBreak: false,
        ellipsis: true,
        height: rowHeight,
      });
      x += c.width;
    }
    doc
      .moveTo(M, y + rowHeight - 2)
      .lineTo(M + W, y + rowHeight - 2)
      .lineWidth(0.5)
      .stroke('#999');
    doc.y = y + rowHeight + 2;
    doc.font('Sans').fontSize(8);
  };
  ensureRoom(doc, rowHeight * 3);
  header();
  for (const row of rows) {
    if (doc.y + rowHeight > A4.height - M) {
      doc.addPage();
      header();
    }
    let x = M;
    const y = doc.y;
    row.forEach((cell, i) => {
      const c = columns[i]!;
      doc.text(cell, x + 2, y, {
        width: c.width - 4,
        align: c.align ?? 'left',
        lineBreak: false,
        ellipsis: true,
        height: rowHeight,
      });
      x += c.width;
    });
    doc.y = y + rowHeight;
  }
  doc.x = M;
  doc.moveDown(0.6);
}

function bomPages(doc: PDFKit.PDFDocument, bom: Bom, t: T, lang: Lang, names: Names, variant: PdfVariant): void {
  heading(doc, t('bom'));
  // The customer's list: which boards, in what, how many; cut sizes and edge banding are the workshop's.
  if (variant === 'customer') {
    table(
      doc,
      [
        { label: t('part'), width: 36 },
        { label: t('material'), width: 200 },
        { label: t('colour'), width: 100 },
        { label: t('size'), width: 110 },
        { label: t('quantity'), width: W - 446, align: 'right' },
      ],
      bom.parts.map((p) => [
        p.partNumber,
        names.material(p.material),
        names.colour(p.colour),
        `${p.length} × ${p.width} × ${p.thickness}`,
        number(p.quantity, lang),
      ]),
    );
  } else bomTable(doc, bom, t, lang, names);
  hardwareAndTotals(doc, bom, t, lang, names);
}

function bomTable(doc: PDFKit.PDFDocument, bom: Bom, t: T, lang: Lang, names: Names): void {
  table(
    doc,
    [
      { label: t('part'), width: 36 },
      { label: t('material'), width: 172 },
      { label: t('colour'), width: 66 },
      { label: t('size'), width: 80 },
      { label: t('cutSize'), width: 62 },
      { label: t('edges'), width: 50 },
      { label: t('quantity'), width: W - 466, align: 'right' },
    ],
    bom.parts.map((p) => [
      p.partNumber,
      names.material(p.material),
      names.colour(p.colour),
      `${p.length} × ${p.width} × ${p.thickness}`,
      `${p.cutLength} × ${p.cutWidth}`,
      edgeColumns(p.edgeBanding)
        .map((e) => (e ? '■' : '□'))
        .join(' '),
      number(p.quantity, lang),
    ]),
  );
  doc
    .font('Sans')
    .fontSize(7.5)
    .fillColor('#444')
    .text(t('edgeLegend'), M, doc.y - 4, { width: W });
  doc.fillColor('#000').moveDown(0.8);
}

function hardwareAndTotals(doc: PDFKit.PDFDocument, bom: Bom, t: T, lang: Lang, names: Names): void {
  doc.font('Sans-Bold').fontSize(11).text(t('hardware'), M, doc.y);
  doc.font('Sans').fontSize(9).moveDown(0.2);
  table(
    doc,
    [
      { label: t('hardware'), width: 290 },
      { label: 'mm', width: 70, align: 'right' },
      { label: t('colour'), width: 90 },
      { label: t('quantity'), width: W - 450, align: 'right' },
    ],
    bom.hardware.map((h) => [
      h.name[lang],
      h.length !== undefined ? number(h.length, lang) : '',
      h.finish !== undefined ? names.colour(h.finish) : '',
      number(h.quantity, lang),
    ]),
  );
  const s = bom.totals;
  doc
    .font('Sans-Bold')
    .fontSize(10)
    .text(`${t('totals')}: `, M, doc.y, { continued: true })
    .font('Sans')
    .text(
      `${counted(s.panelCount, 'boards', lang)}, ${t('area')} ${number(s.areaM2, lang, 2)} m², ${t('edgeBanding')} ${number(s.edgeBandingM, lang, 1)} m, ${t('hardware').toLowerCase()} ${number(s.hardwareCount, lang)}, ${counted(s.holes, 'holes', lang)}, ${t('weight')} ${number(s.weightKg, lang, 1)} kg`,
      { width: W },
    );
  doc.moveDown(1);
}

/** "plus delivery from 15,00 € (or free pickup)", as every place prints it until delivery is chosen. */
function deliveryFromText(from: DeliveryFrom, t: T, lang: Lang): string {
  return `${t('deliveryFrom')} ${money(from.grossCents, lang)}${from.pickup ? ` ${t('orPickup')}` : ''}`;
}

/** What the goods are made of (the design core's price), then the customer's breakdown (the shop's). */
function pricePart(doc: PDFKit.PDFDocument, price: Price, breakdown: PriceBreakdown, t: T, lang: Lang): void {
  ensureRoom(doc, 200);
  heading(doc, t('price'));
  const { totals } = breakdown;
  const vatRate = breakdown.lines[0]?.vatRateBp ?? price.vatRateBp;
  const rows: [string, number][] = [
    [t('materials'), price.materialsCents],
    [t('edgeBandingLine'), price.edgeBandingCents],
    [t('hardware'), price.hardwareCents],
    [t('machining'), price.machiningCents],
    [t('goods'), totals.goodsCents],
  ];
  if (totals.discountCents > 0)
    rows.push([`${t('discount')} (${number(breakdown.discountBp / 100, lang, 2)} %)`, -totals.discountCents]);
  rows.push(
    [t('net'), totals.netCents],
    [`${t('vat')} ${number(vatRate / 100, lang, 0)} %`, totals.vatCents],
    [t('gross'), totals.grossCents],
  );
  table(
    doc,
    [
      { label: '', width: 300 },
      { label: currency, width: 120, align: 'right' },
    ],
    rows.map(([label, cents]) => [label, money(cents, lang)]),
  );
  if (breakdown.deliveryFrom)
    doc
      .font('Sans')
      .fontSize(9)
      .fillColor('#444')
      .text(deliveryFromText(breakdown.deliveryFrom, t, lang), M, doc.y, { width: W })
      .fillColor('#000');
}

function cuttingPlanPages(doc: PDFKit.PDFDocument, plans: CuttingPlans, t: T, o: PdfOptions, names: Names): void {
  doc.addPage();
  heading(doc, t('cuttingPlan'));
  const first = plans.materials[0]?.plan.options;
  const lang = o.lang;
  if (first)
    doc
      .fontSize(9)
      .text(
        `${counted(plans.sheetCount, 'sheets', lang)} ${first.sheetWidth} × ${first.sheetHeight} mm, ${t('kerf')} ${first.kerf} mm, ${t('trim')} ${first.trim} mm; ${t('utilisation')} ${number(plans.utilisation * 100, lang, 1)} %`,
        { width: W },
      );
  doc.moveDown(0.4);
  table(
    doc,
    [
      { label: t('material'), width: 260 },
      { label: t('sheet'), width: 80, align: 'right' },
      { label: t('utilisation'), width: 100, align: 'right' },
    ],
    plans.materials.map((m) => [
      `${names.material(m.material)}, ${names.colour(m.colour)}`,
      number(m.plan.sheets.length, lang),
      `${number(m.plan.utilisation * 100, lang, 1)} %`,
    ]),
  );
  let drawn = 0;
  for (const m of plans.materials) {
    for (const [i, sheet] of m.plan.sheets.entries()) {
      if (drawn >= o.maxSheetDrawings) continue;
      drawn++;
      // One sheet a page, landscape, so an A4 printout is read without a magnifier.
      doc.addPage({ size: 'A4', layout: 'landscape', margin: M });
      const title = `${t('sheet')} ${i + 1}/${m.plan.sheets.length} · ${names.material(m.material)}, ${names.colour(m.colour)} · ${t('utilisation')} ${number(sheet.utilisation * 100, lang, 1)} %`;
      const drawing = sheetDrawing(sheet, { ...m.plan.options, title, lang, items: m.items, width: A4.height - 2 * M });
      drawDrawing(doc, drawing, M, M, A4.height - 2 * M, A4.width - 2 * M);
    }
  }
  if (drawn < plans.sheetCount) {
    if (drawn > 0) doc.addPage();
    doc.fontSize(9).text(t('moreSheets'), M, drawn > 0 ? M : doc.y, { width: W });
  }
}

function stepPages(doc: PDFKit.PDFDocument, model: DesignModel, t: T, o: PdfOptions, names: Names): void {
  const instructions = assemblySteps(model);
  const lang = o.lang;
  doc.addPage();
  heading(doc, t('assembly'));
  let budget = o.maxStepBoxes;
  let built = 0;
  for (const step of instructions.steps) {
    built += step.panelIds.length + step.barIds.length;
    ensureRoom(doc, 300);
    doc.font('Sans-Bold').fontSize(12).text(`${stepLabels.step[lang]} ${step.number}`, M, doc.y);
    doc.font('Sans').fontSize(9).text(step.text[lang], { width: W });
    const parts = step.parts.map((p) => `${p.partNumber} × ${p.quantity}`).join(', ');
    doc
      .font('Sans-Bold')
      .text(`${stepLabels.parts[lang]}: `, { continued: true })
      .font('Sans')
      .text(parts || '—', { width: W });
    if (step.hardware.length > 0) {
      const hardware = step.hardware
        .map(
          (h) =>
            `${h.name[lang]}${h.length !== undefined ? ` ${h.length} mm` : ''}${h.finish !== undefined ? ` (${names.colour(h.finish)})` : ''} × ${number(h.quantity, lang)}`,
        )
        .join(', ');
      doc
        .font('Sans-Bold')
        .text(`${stepLabels.hardware[lang]}: `, { continued: true })
        .font('Sans')
        .text(hardware, { width: W });
    }
    const withContext = built <= budget;
    budget -= withContext ? built : step.panelIds.length;
    const drawing = withContext
      ? stepDrawing(instructions, step.number, 420)
      : stepDrawing({ ...instructions, steps: [{ ...step, number: 1 }] }, 1, 420);
    const room = Math.min(260, A4.height - M - doc.y - 10);
    const height = drawDrawing(doc, drawing, M + (W - 360) / 2, doc.y + 6, 360, room);
    doc.y += height + 16;
  }
}
