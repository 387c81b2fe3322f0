// Bank transfer and the order's documents over HTTP, with no Stripe keys (the test provider is the
// card provider) and a bank account configured: a company customer gets the transfer details and a
// mail (real SMTP) linking the proforma; staff record the payment through markPaid; the owner reads
// the confirmation and proforma in their language; staff download the workshop files made from the
// order's frozen designs and catalogue version. Nobody else sees any of it.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderHistoryRows } from '../../testing/rows.ts';
import { signIn } from '../../testing/factory.ts';
import { exampleDesign, insertTestOrder } from '../../testing/orders.ts';
import { startSmtp, type TestSmtp } from '../../testing/smtp.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

const password = 'Kubik-test-2026';
const dir = mkdtempSync(join(tmpdir(), 'kubik-order-docs-'));
function pdfText(body: Buffer): string {
  const file = join(dir, `${Math.random().toString(36).slice(2)}.pdf`);
  writeFileSync(file, body);
  return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
}

describe('bank transfer and order documents', () => {
  let t: TestApp;
  let smtp: TestSmtp;
  const headers: Record<'company' | 'person' | 'admin', { authorization: string }> = {} as never;
  const ids: Record<'company' | 'person' | 'admin', string> = {} as never;

  const get = (url: string, who?: keyof typeof headers) =>
    t.app.inject({ method: 'GET', url, ...(who ? { headers: headers[who] } : {}) });

  beforeAll(async () => {
    smtp = await startSmtp();
    t = await createTestApp({
      SMTP_URL: smtp.url,
      BANK_IBAN: 'SI56 1910 0000 0123 438',
      BANK_BIC: 'DNBKSI2X',
      SELLER_NAME: 'Kubik d.o.o.',
      SELLER_VAT_ID: 'SI87654321',
      PUBLIC_URL: 'http://kubik.test',
    });
    ids.company = await t.createUser({ email: 'ana@kubik.test', password, scopes: ['customer', 'company'] });
    ids.person = await t.createUser({ email: 'bor@kubik.test', password });
    ids.admin = await t.createUser({ email: 'staff@kubik.test', password, scopes: ['customer', 'admin'] });
    headers.company = await signIn(t, 'ana@kubik.test');
    headers.person = await signIn(t, 'bor@kubik.test');
    headers.admin = await signIn(t, 'staff@kubik.test');
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('offers bank transfer to company accounts only, the test provider for cards, and no Stripe in the CSP', async () => {
    const company = await get('/api/payments/config', 'company');
    expect(company.json()).toEqual({ card: { provider: 'test' }, bankTransfer: true, bankTransferOffered: true });
    expect(String(company.headers['content-security-policy'])).not.toContain('stripe');
    expect((await get('/api/payments/config', 'person')).json()).toEqual({
      card: { provider: 'test' },
      bankTransfer: false,
      bankTransferOffered: true,
    });
    expect((await get('/api/payments/config')).json()).toEqual({
      card: { provider: 'test' },
      bankTransfer: false,
      bankTransferOffered: true,
    });
    expect((await t.app.inject({ method: 'POST', url: '/api/payments/stripe/webhook', payload: {} })).statusCode).toBe(
      404,
    );

    const order = await insertTestOrder(t, { userId: ids.person, paymentMethod: 'test' });
    const bank = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${order.id}/payment`,
      headers: headers.person,
      payload: { method: 'bank_transfer' },
    });
    expect(bank.statusCode).toBe(400);
    expect(bank.json().error.code).toBe('payment_method_unavailable');
    const test = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${order.id}/payment`,
      headers: headers.person,
      payload: {},
    });
    expect(test.json()).toEqual({
      provider: 'test',
      orderId: order.id,
      amountCents: order.grossCents,
      currency: 'EUR',
      completeUrl: `/api/payments/test/${order.id}/complete`,
    });
    // Without Stripe keys a card is paid through the test provider, which says so.
    const card = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${order.id}/payment`,
      headers: headers.person,
      payload: { method: 'card' },
    });
    expect(card.json()).toEqual(test.json());
    // The switch of method is kept in the order's history as the customer's.
    const history = await orderHistoryRows(t, order.id);
    expect(history.map((h) => [h.kind, h.fromState, h.toState, h.actorRole, h.actorId])).toEqual([
      ['note', 'test', 'card', 'customer', ids.person],
    ]);
  });

  it('gives the transfer details, mails the proforma once (attached and linked), and the link opens it without signing in', async () => {
    const order = await insertTestOrder(t, {
      userId: ids.company,
      paymentMethod: 'bank_transfer',
      company: true,
      locale: 'es',
    });
    const start = () =>
      t.app.inject({ method: 'POST', url: `/api/orders/${order.id}/payment`, headers: headers.company, payload: {} });
    const res = await start();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      provider: 'bank',
      orderId: order.id,
      amountCents: order.grossCents,
      currency: 'EUR',
      beneficiary: 'Kubik d.o.o.',
      iban: 'SI56 1910 0000 0123 438',
      bic: 'DNBKSI2X',
      reference: order.reference,
      proformaUrl: `/api/orders/${order.id}/documents/proforma.pdf`,
    });
    // Asked again, twice at once: still one attempt and one mail.
    expect((await Promise.all([start(), start()])).map((r) => r.statusCode)).toEqual([200, 200]);
    expect((await t.services.paymentRepository.ofOrder(order.id)).map((p) => p.provider)).toEqual(['bank']);
    const mail = await smtp.waitFor((m) => m.subject === `Factura proforma del pedido ${order.number}`);
    expect(mail.language).toBe('es');
    expect(mail.text).toContain(`Referencia: ${order.reference}`);
    expect(mail.text).toContain('IBAN: SI56 1910 0000 0123 438');
    await t.services.settle();
    expect(smtp.mails.filter((m) => m.subject.includes(order.number))).toHaveLength(1);
    // The proforma travels with the mail, made when it went out, in the customer's language.
    expect(mail.attachments.map((a) => [a.filename, a.contentType])).toEqual([
      [`proforma-${order.number}.pdf`, 'application/pdf'],
    ]);
    const attached = pdfText(mail.attachments[0]!.content);
    expect(attached).toContain('Factura proforma');
    expect(attached).toContain(order.reference);

    const link = mail.links.find((l) => l.includes('/proforma.pdf?token='))!;
    const viaLink = await get(link.replace('http://kubik.test', ''));
    expect(viaLink.statusCode).toBe(200);
    expect(viaLink.headers['content-type']).toBe('application/pdf');
    const text = pdfText(viaLink.rawPayload);
    expect(text).toContain('Factura proforma');
    expect(text).toContain(order.reference);
    expect(text).toContain('SI56 1910 0000 0123 438');
    expect(text).toContain('Mizarstvo Žužek d.o.o.');
    expect(text).toContain('NIF-IVA: SI87654321');

    // In a browser signed in as someone else, the link still opens it.
    expect((await get(link.replace('http://kubik.test', ''), 'person')).statusCode).toBe(200);
    // The link is for this order's proforma only.
    const other = await insertTestOrder(t, { userId: ids.company, paymentMethod: 'bank_transfer', company: true });
    const token = new URL(link).searchParams.get('token')!;
    expect((await get(`/api/orders/${other.id}/documents/proforma.pdf?token=${token}`)).statusCode).toBe(404);
    expect((await get(`/api/orders/${order.id}/documents/proforma.pdf?token=${token.slice(0, -2)}xx`)).statusCode).toBe(
      404,
    );
    expect((await get(`/api/orders/${order.id}/documents/proforma.pdf`)).statusCode).toBe(401);
    expect((await get(`/api/orders/${order.id}/documents/confirmation.pdf?token=${token}`)).statusCode).toBe(401);
  });

  it('lets staff record the transfer: paid through markPaid, kept in the history with who; a second record is refused', async () => {
    const order = await insertTestOrder(t, { userId: ids.company, paymentMethod: 'bank_transfer', company: true });
    await t.app.inject({
      method: 'POST',
      url: `/api/orders/${order.id}/payment`,
      headers: headers.company,
      payload: {},
    });
    const today = new Date().toISOString().slice(0, 10);
    const record = (who: keyof typeof headers) =>
      t.app.inject({
        method: 'POST',
        url: `/api/admin/orders/${order.id}/payments`,
        headers: headers[who],
        payload: { amountCents: order.grossCents, receivedOn: today, reference: order.reference },
      });
    expect((await record('company')).statusCode).toBe(404);
    const res = await record('admin');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      orderId: order.id,
      paymentStatus: 'paid',
      paymentMethod: 'bank_transfer',
      paidCents: order.grossCents,
      amountCents: order.grossCents,
    });
    expect((await record('admin')).statusCode).toBe(409);
    expect((await get(`/api/admin/orders/${order.id}/payment`, 'admin')).json()).toMatchObject({
      paymentStatus: 'paid',
      paidCents: order.grossCents,
    });
    expect((await get(`/api/admin/orders/${order.id}/payment`, 'company')).statusCode).toBe(404);
    const history = await orderHistoryRows(t, order.id);
    expect(history.map((h) => [h.kind, h.fromState, h.toState, h.actorRole, h.actorId, h.provider])).toEqual([
      ['payment', 'pending', 'paid', 'staff', ids.admin, 'bank'],
    ]);
    expect(history[0]!.data).toMatchObject({ receivedOn: today, reference: order.reference });
    const attempts = await t.services.paymentRepository.ofOrder(order.id);
    expect(attempts.map((a) => [a.provider, a.status])).toEqual([['bank', 'succeeded']]);
    // Only an order paid by transfer is recorded so.
    const card = await insertTestOrder(t, { userId: ids.person, paymentMethod: 'test' });
    const wrong = await t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${card.id}/payments`,
      headers: headers.admin,
      payload: { amountCents: card.grossCents, receivedOn: today },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.code).toBe('payment_method_unavailable');
  });

  it("gives the owner the confirmation in the order's language or the one asked for, and nobody else", async () => {
    const order = await insertTestOrder(t, { userId: ids.person, paymentMethod: 'test', locale: 'en', quantity: 2 });
    const res = await get(`/api/orders/${order.id}/documents/confirmation.pdf`, 'person');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain(`filename="${order.number}.pdf"`);
    const text = pdfText(res.rawPayload);
    expect(text).toContain('Order confirmation');
    expect(text).toContain(order.number);
    expect(text).toContain('Knjižna polica – čšž');
    expect(text).toContain('Test payment (not a real payment) · awaiting payment');
    expect(
      pdfText((await get(`/api/orders/${order.id}/documents/confirmation.pdf?locale=sl`, 'person')).rawPayload),
    ).toContain('Potrdilo naročila');
    expect((await get(`/api/orders/${order.id}/documents/confirmation.pdf`, 'company')).statusCode).toBe(404);
    expect((await get(`/api/orders/${order.id}/documents/confirmation.pdf`)).statusCode).toBe(401);
    // No proforma for an order not paid by transfer.
    expect((await get(`/api/orders/${order.id}/documents/proforma.pdf`, 'person')).statusCode).toBe(404);
  });

  it("gives staff the order's job pack, cut list and item PDF from its frozen designs, and nobody else", async () => {
    const order = await insertTestOrder(t, {
      userId: ids.person,
      paymentMethod: 'test',
      items: [
        { name: 'Regal 2×2', design: exampleDesign('grid-2x2.json'), quantity: 2 },
        { name: 'Stolp', design: exampleDesign('tower.json'), quantity: 1 },
      ],
    });
    const zip = await get(`/api/admin/orders/${order.id}/job-pack.zip`, 'admin');
    expect(zip.statusCode).toBe(200);
    expect(zip.headers['content-type']).toBe('application/zip');
    const files = unzipSync(new Uint8Array(zip.rawPayload));
    expect(Object.keys(files)).toEqual(
      expect.arrayContaining(['README.txt', 'cut-list.csv', '01-regal-22/panels/V001.dxf', '02-stolp/cut-list.csv']),
    );
    const csv = await get(`/api/admin/orders/${order.id}/cut-list.csv`, 'admin');
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.body).toBe(strFromU8(files['cut-list.csv']!));
    expect(csv.body.split('\r\n')[1]).toMatch(/^1,Regal 2×2,/);
    const pdf = await get(`/api/admin/orders/${order.id}/items/2/workshop.pdf?locale=en`, 'admin');
    expect(pdf.statusCode).toBe(200);
    const text = pdfText(pdf.rawPayload);
    expect(text).toContain(`${order.number} · 2. Stolp × 1`);
    expect(text).toContain('Bill of materials');
    expect((await get(`/api/admin/orders/${order.id}/items/3/workshop.pdf`, 'admin')).statusCode).toBe(404);
    for (const url of [
      `/api/admin/orders/${order.id}/job-pack.zip`,
      `/api/admin/orders/${order.id}/cut-list.csv`,
      `/api/admin/orders/${order.id}/items/1/workshop.pdf`,
    ]) {
      expect((await get(url, 'person')).statusCode).toBe(404);
      expect((await get(url)).statusCode).toBe(401);
    }
  });

  it("gives staff the order's labels, one per piece with a QR link to the piece, and each piece by its order number", async () => {
    const order = await insertTestOrder(t, {
      userId: ids.person,
      paymentMethod: 'test',
      locale: 'en',
      items: [
        { name: 'Regal 2×2', design: exampleDesign('grid-2x2.json'), quantity: 2 },
        { name: 'Stolp', design: exampleDesign('tower.json'), quantity: 1 },
      ],
    });
    const res = await get(`/api/admin/orders/${order.id}/labels.pdf?layout=roll`, 'admin');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain(`filename="${order.number}-labels.pdf"`);
    const text = pdfText(res.rawPayload);
    // In the order's language; grid-2x2 has six sides (V001 …), ordered twice: 12 of them.
    expect(text).toContain('Vertical board');
    expect(text).toMatch(/V001(-\d)? 12\/12\s/);
    expect(text).not.toMatch(/V001(-\d)? 13\//);
    const piece = await get(`/api/admin/orders/${encodeURIComponent(order.number)}/pieces/1-V001-12`, 'admin');
    expect(piece.statusCode).toBe(200);
    const body = piece.json();
    expect(body).toMatchObject({
      orderId: order.id,
      number: order.number,
      piece: {
        label: {
          id: `${order.number}/1-V001-12`,
          partNumber: 'V001',
          index: 12,
          count: 12,
          item: { seq: 1, name: 'Regal 2×2' },
        },
      },
    });
    expect(body.piece.label.url).toMatch(new RegExp(`/dashboard/admin/orders/${order.number}/pieces/1-V001-12$`));
    expect(body.piece.svg).toContain('<svg');
    expect(body.piece.holes.length).toBeGreaterThan(0);
    expect((await get(`/api/admin/orders/${order.id}/pieces/1-V001-12`, 'admin')).json().number).toBe(order.number);
    expect((await get(`/api/admin/orders/${order.number}/pieces/1-V001-13`, 'admin')).statusCode).toBe(404);
    expect((await get(`/api/admin/orders/${order.number}/pieces/3-V001-1`, 'admin')).statusCode).toBe(404);
    for (const url of [
      `/api/admin/orders/${order.id}/labels.pdf`,
      `/api/admin/orders/${order.number}/pieces/1-V001-1`,
    ]) {
      expect((await get(url, 'person')).statusCode).toBe(404);
      expect((await get(url)).statusCode).toBe(401);
    }
  });

  it('makes the workshop files with the catalogue version the order was priced with, failing closed when it is not there', async () => {
    const order = await insertTestOrder(t, { userId: ids.person, paymentMethod: 'test', catalogueVersion: 999 });
    const res = await get(`/api/admin/orders/${order.id}/job-pack.zip`, 'admin');
    expect(res.statusCode).toBe(503);
    expect(res.json().error.code).toBe('catalogue_invalid');
  });
});
