// The customer's order documents (issue 12 §4, §5): the order confirmation and, for bank
// transfer, the proforma invoice with the transfer details and the payment reference. Both are
// made from the order as it was frozen (its stored lines and totals; nothing is re-priced here),
// in the customer's language, on A4 with the embedded DejaVu font.
import PDFDocument from 'pdfkit';
import type { Lang } from '@kubik/design/i18n/lang';
import { countryName, formatDate, formatMoney, formatRate, orderLabels, type OrderLabel } from './order-labels.ts';
import { pdfBytes, useFonts } from './pdf.ts';

export interface DocumentAddress {
  street: string;
  city: string;
  postalCode: string;
  country: string;
}

/** One frozen price line of the order (the contract's `orderLine`). */
export interface DocumentLine {
  kind: 'item' | 'partner_discount' | 'shipping' | 'installation' | 'custom';
  /** The item's name, an offer line's description (installation, custom, an offer's delivery); null for discount and shipping lines. */
  name: string | null;
  /** For shipping: the zone id, "pickup", or "offer" (an accepted offer's delivery line). */
  ref: string | null;
  quantity: number;
  unitNetCents: number;
  netCents: number;
  vatRateBp: number;
  vatCents: number;
  grossCents: number;
  discountBp: number | null;
}

export interface OrderDocument {
  number: string;
  /** When the order was placed (ISO instant). */
  createdAt: string;
  customer: {
    name: string;
    email: string;
    phone?: string | undefined;
    company?: { companyName: string; vatId: string } | undefined;
  };
  billingAddress: DocumentAddress;
  shipping: {
    method: 'pickup' | 'delivery';
    address: DocumentAddress | null;
    estimate: { earliest: string; latest: string; weeks: { from: string; to: string } } | null;
  };
  lines: readonly DocumentLine[];
  totals: {
    goodsCents: number;
    discountCents: number;
    shippingCents: number;
    netCents: number;
    vatCents: number;
    grossCents: number;
  };
  paymentMethod: 'card' | 'bank_transfer' | 'test';
  paymentStatus: 'pending' | 'paid' | 'failed' | 'partially_refunded' | 'refunded';
  /** The shop's time zone (SHOP_TIME_ZONE) the order's date is written in; Europe/Ljubljana by default. */
  timeZone?: string | undefined;
  /** Who sells: its name, address (one line), VAT id, and the e-mail and phone customers reach it at. */
  seller: {
    name: string;
    address?: string | undefined;
    vatId?: string | undefined;
    email?: string | undefined;
    phone?: string | undefined;
  };
}

export interface BankTransfer {
  beneficiary: string;
  iban: string;
  bic: string;
  /** "SI00 2026-00042" */
  reference: string;
  /** Calendar date "2026-03-20". */
  dueDate: string;
}

export type OrderPdfRequest =
  | { kind: 'confirmation'; order: OrderDocument; lang: Lang }
  | { kind: 'proforma'; order: OrderDocument; bank: BankTransfer; issuedOn: string; lang: Lang };

const A4 = { width: 595.28, height: 841.89 };
const M = 48;
const W = A4.width - 2 * M;

export async function orderPdf(request: OrderPdfRequest): Promise<Buffer> {
  const { order, lang } = request;
  const t = (key: OrderLabel) => orderLabels[key][lang];
  const title = `${t(request.kind)} ${order.number}`;
  const doc = new PDFDocument({
    size: 'A4',
    margin: M,
    bufferPages: true,
    info: { Title: title, Creator: 'Kubik' },
    lang,
  });
  const done = pdfBytes(doc);
  useFonts(doc);

  // Header: the seller on the left, the document's number and dates on the right.
  doc.font('Sans-Bold').fontSize(20).fillColor('#000').text('Kubik', M, M);
  doc.font('Sans').fontSize(8.5).fillColor('#444');
  const reach = [order.seller.email, order.seller.phone].filter(Boolean).join(' · ');
  const seller = [
    order.seller.name,
    order.seller.address,
    order.seller.vatId ? `${t('vatId')}: ${order.seller.vatId}` : undefined,
    reach || undefined,
  ];
  for (const line of seller) if (line) doc.text(line, M, doc.y, { width: W / 2 });
  const headerBottom = doc.y;
  doc
    .font('Sans-Bold')
    .fontSize(16)
    .fillColor('#000')
    .text(t(request.kind), M + W / 2, M, { width: W / 2, align: 'right' });
  doc.font('Sans').fontSize(9).fillColor('#000');
  const facts: [string, string][] = [
    [t('orderNumber'), order.number],
    [t('orderDate'), formatDate(order.createdAt, lang, order.timeZone)],
  ];
  if (request.kind === 'proforma') facts.push([t('issued'), formatDate(request.issuedOn, lang)]);
  for (const [label, value] of facts)
    doc.text(`${label}: ${value}`, M + W / 2, doc.y, { width: W / 2, align: 'right' });
  doc.y = Math.max(doc.y, headerBottom) + 18;

  // The customer and the delivery, side by side.
  const top = doc.y;
  const half = W / 2 - 10;
  block(doc, M, top, half, t('customer'), [
    ...(order.customer.company
      ? [order.customer.company.companyName, `${t('vatId')}: ${order.customer.company.vatId}`]
      : []),
    order.customer.name,
    order.customer.email,
    ...(order.customer.phone ? [order.customer.phone] : []),
    '',
    `${t('billing')}:`,
    ...addressLines(order.billingAddress, lang),
  ]);
  const leftBottom = doc.y;
  const delivery =
    order.shipping.method === 'pickup' || !order.shipping.address
      ? [t('pickup')]
      : [`${t('deliveryTo')}:`, ...addressLines(order.shipping.address, lang)];
  const estimate = order.shipping.estimate;
  if (estimate) {
    const weeks =
      estimate.weeks.from === estimate.weeks.to ? estimate.weeks.from : `${estimate.weeks.from} – ${estimate.weeks.to}`;
    delivery.push(
      '',
      `${t('estimate')}:`,
      `${formatDate(estimate.earliest, lang)} – ${formatDate(estimate.latest, lang)}`,
      `(${t('week')} ${weeks})`,
    );
  }
  block(doc, M + W / 2 + 10, top, half, t('delivery'), delivery);
  doc.y = Math.max(leftBottom, doc.y) + 16;

  linesTable(doc, order, t, lang);
  totalsBlock(doc, order, t, lang);

  if (request.kind === 'proforma') {
    transferBlock(doc, order, request.bank, t, lang);
    note(doc, t('proformaNote'));
  } else {
    ensureRoom(doc, 40);
    doc
      .font('Sans')
      .fontSize(9)
      .fillColor('#000')
      .text(`${t('payment')}: ${t(order.paymentMethod)} · ${t(order.paymentStatus)}`, M, doc.y, { width: W });
    doc.moveDown(0.6);
    note(doc, t('confirmationNote'));
  }

  // Page numbers, once every page exists.
  const range = doc.bufferedPageRange();
  for (let i = 0; i < range.count; i++) {
    doc.switchToPage(range.start + i);
    // Writing inside the bottom margin would otherwise start a new page.
    doc.page.margins.bottom = 0;
    doc
      .font('Sans')
      .fontSize(7.5)
      .fillColor('#666')
      .text(`${order.number} · ${t('page')} ${i + 1}/${range.count}`, M, A4.height - M + 14, {
        width: W,
        align: 'right',
        lineBreak: false,
      });
  }
  doc.end();
  return done;
}

type T = (key: OrderLabel) => string;

function addressLines(a: DocumentAddress, lang: Lang): string[] {
  return [a.street, `${a.postalCode} ${a.city}`, countryName(a.country, lang)];
}

function block(doc: PDFKit.PDFDocument, x: number, y: number, width: number, title: string, lines: string[]): void {
  doc.font('Sans-Bold').fontSize(10).fillColor('#000').text(title, x, y, { width });
  doc.font('Sans').fontSize(9);
  for (const line of lines) doc.text(line || ' ', x, doc.y, { width });
}

function ensureRoom(doc: PDFKit.PDFDocument, height: number): void {
  if (doc.y + height > A4.height - M) doc.addPage();
}

function lineName(line: DocumentLine, t: T, lang: Lang): string {
  if (line.kind === 'item' || line.kind === 'installation' || line.kind === 'custom') return line.name ?? t('item');
  if (line.ref === 'offer' && line.name) return `${t('shipping')}: ${line.name}`;
  if (line.kind === 'partner_discount')
    return line.discountBp ? `${t('partnerDiscount')} (${formatRate(line.discountBp, lang)})` : t('partnerDiscount');
  return line.ref === 'pickup' ? `${t('shipping')}: ${t('shippingPickup')}` : t('shipping');
}

interface Column {
  label: string;
  width: number;
  align: 'left' | 'right';
}

function linesTable(doc: PDFKit.PDFDocument, order: OrderDocument, t: T, lang: Lang): void {
  const columns: Column[] = [
    { label: t('item'), width: 175, align: 'left' },
    { label: t('quantity'), width: 34, align: 'right' },
    { label: t('unitNet'), width: 70, align: 'right' },
    { label: t('net'), width: 66, align: 'right' },
    { label: t('vatRate'), width: 44, align: 'right' },
    { label: t('vat'), width: 56, align: 'right' },
    { label: t('gross'), width: W - 445, align: 'right' },
  ];
  const row = (cells: string[], bold: boolean) => {
    // Names may wrap; every other cell is one line. The row is as tall as its tallest cell.
    doc.font(bold ? 'Sans-Bold' : 'Sans').fontSize(8.5);
    const heights = cells.map((cell, i) => doc.heightOfString(cell, { width: columns[i]!.width - 4 }));
    const height = Math.max(12, ...heights) + 3;
    if (doc.y + height > A4.height - M) doc.addPage();
    const y = doc.y;
    let x = M;
    cells.forEach((cell, i) => {
      const c = columns[i]!;
      doc.text(cell, x + 2, y, { width: c.width - 4, align: c.align });
      x += c.width;
    });
    doc.y = y + height;
  };
  row(
    columns.map((c) => c.label),
    true,
  );
  doc
    .moveTo(M, doc.y - 1)
    .lineTo(M + W, doc.y - 1)
    .lineWidth(0.5)
    .stroke('#999');
  doc.y += 2;
  for (const line of order.lines) {
    row(
      [
        lineName(line, t, lang),
        String(line.quantity),
        formatMoney(line.unitNetCents, lang),
        formatMoney(line.netCents, lang),
        formatRate(line.vatRateBp, lang),
        formatMoney(line.vatCents, lang),
        formatMoney(line.grossCents, lang),
      ],
      false,
    );
  }
  doc
    .moveTo(M, doc.y + 1)
    .lineTo(M + W, doc.y + 1)
    .lineWidth(0.5)
    .stroke('#999');
  doc.y += 8;
}

function totalsBlock(doc: PDFKit.PDFDocument, order: OrderDocument, t: T, lang: Lang): void {
  const s = order.totals;
  const rows: [string, number, boolean][] = [[t('goods'), s.goodsCents, false]];
  if (s.discountCents > 0) rows.push([t('discount'), -s.discountCents, false]);
  rows.push(
    [t('shipping'), s.shippingCents, false],
    [t('totalNet'), s.netCents, false],
    [t('vat'), s.vatCents, false],
    [t('totalGross'), s.grossCents, true],
  );
  ensureRoom(doc, rows.length * 14 + 10);
  const x = M + W - 240;
  for (const [label, cents, bold] of rows) {
    const y = doc.y;
    doc
      .font(bold ? 'Sans-Bold' : 'Sans')
      .fontSize(bold ? 11 : 9)
      .fillColor('#000');
    doc.text(label, x, y, { width: 140 });
    doc.text(formatMoney(cents, lang), x + 140, y, { width: 100, align: 'right' });
    doc.y = y + (bold ? 16 : 13);
  }
  doc.x = M;
  doc.moveDown(1);
}

function transferBlock(doc: PDFKit.PDFDocument, order: OrderDocument, bank: BankTransfer, t: T, lang: Lang): void {
  ensureRoom(doc, 130);
  const top = doc.y;
  doc.rect(M, top, W, 108).lineWidth(0.8).stroke('#7a4f2f');
  doc
    .font('Sans-Bold')
    .fontSize(11)
    .fillColor('#000')
    .text(t('transferDetails'), M + 10, top + 8, { width: W - 20 });
  const facts: [string, string][] = [
    [t('beneficiary'), bank.beneficiary],
    [t('iban'), bank.iban],
    [t('bic'), bank.bic],
    [t('reference'), bank.reference],
    [t('amount'), formatMoney(order.totals.grossCents, lang)],
    [t('dueBy'), formatDate(bank.dueDate, lang)],
  ];
  for (const [label, value] of facts) {
    const y = doc.y + 1;
    doc
      .font('Sans')
      .fontSize(9.5)
      .text(`${label}:`, M + 10, y, { width: 110 });
    doc.font('Sans-Bold').text(value, M + 120, y, { width: W - 130 });
  }
  doc.y = top + 118;
  doc.x = M;
}

function note(doc: PDFKit.PDFDocument, text: string): void {
  ensureRoom(doc, 50);
  doc.font('Sans').fontSize(8.5).fillColor('#444').text(text, M, doc.y, { width: W });
  doc.fillColor('#000');
}
