import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aUser } from '../../testing/factory.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

const examples = join(import.meta.dirname, '..', '..', '..', '..', '..', 'examples');
const example = (name: string) => JSON.parse(readFileSync(join(examples, name), 'utf8'));
const dir = mkdtempSync(join(tmpdir(), 'kubik-workshop-'));

function pdfText(body: Buffer, firstPageOnly = false): string {
  const file = join(dir, `${Math.random().toString(36).slice(2)}.pdf`);
  writeFileSync(file, body);
  return execFileSync('pdftotext', [...(firstPageOnly ? ['-f', '1', '-l', '1'] : []), file, '-'], { encoding: 'utf8' });
}

describe('workshop documents', () => {
  let t: TestApp;
  let ana: Record<string, string>;
  let bor: Record<string, string>;
  let staff: Record<string, string>;
  let projectId: string;
  let staffProjectId: string;
  beforeAll(async () => {
    t = await createTestApp();
    ana = (await aUser(t, { email: 'ana@kubik.test' })).headers;
    bor = (await aUser(t, { email: 'bor@kubik.test' })).headers;
    staff = (await aUser(t, { email: 'staff@kubik.test', scopes: ['customer', 'admin'] })).headers;
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/projects',
      headers: ana,
      payload: { name: 'Dnevna soba – čšž', design: example('grid-2x2.json') },
    });
    projectId = created.json().id;
    staffProjectId = (
      await t.app.inject({
        method: 'POST',
        url: '/api/projects',
        headers: staff,
        payload: { name: 'Delavnica', design: example('grid-2x2.json') },
      })
    ).json().id;
  });
  afterAll(() => t.close());

  it("gives the owner the CNC ZIP: panel DXFs, cut list, cutting plans, the pieces' labels in the locale, README", async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/projects/${projectId}/cnc.zip?locale=es`,
      headers: ana,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toContain('attachment; filename="Dnevna soba');
    const files = unzipSync(new Uint8Array(res.rawPayload));
    expect(Object.keys(files)).toEqual(expect.arrayContaining(['README.txt', 'cut-list.csv', 'panels/V001.dxf']));
    expect(Object.keys(files).some((n) => n.startsWith('cutting-plan/') && n.endsWith('.svg'))).toBe(true);
    expect(strFromU8(files['cut-list.csv']!).split('\r\n')[0]).toMatch(/^part,variant,material/);
    // A label per piece (the cut list's quantities summed: one 100 × 50 page each), in Spanish.
    const pieces = strFromU8(files['cut-list.csv']!)
      .trimEnd()
      .split('\r\n')
      .slice(1)
      .reduce((n, line) => n + Number(line.split(',')[16]), 0);
    expect(pieces).toBeGreaterThan(0);
    expect(
      (
        Buffer.from(files['labels/labels-100x50.pdf']!)
          .toString('latin1')
          .match(/\/Type \/Page\b/g) ?? []
      ).length,
    ).toBe(pieces);
    expect(pdfText(Buffer.from(files['labels/labels-a4.pdf']!))).toContain('Corte');
    expect(strFromU8(files['README.txt']!)).toContain('labels/labels-100x50.pdf');
  });

  it('gives the owner the PDF in the asked language', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/projects/${projectId}/pdf?locale=sl`, headers: ana });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const text = pdfText(res.rawPayload);
    expect(text).toContain('Dnevna soba – čšž');
    expect(text).toContain('Kosovnica');
    expect(text).toContain('V001');
  });

  it("gives the owner the customer's PDF: a cover with price, date and Kubik's address, no cutting plan", async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/projects/${projectId}/pdf?locale=en`, headers: ana });
    const cover = pdfText(res.rawPayload, true);
    expect(cover).toMatch(/€\d+\.\d\d/);
    expect(cover).toContain('Including VAT');
    expect(cover).toMatch(/Date: \d{1,2} [A-Z][a-z]+ 20\d\d/);
    expect(cover).toContain(`/configurator/${projectId}`);
    const text = pdfText(res.rawPayload);
    expect(text).not.toContain('Cutting plan');
    expect(text).not.toContain('Cut size');
  });

  it("gives staff the workshop's PDF on asking (cut sizes, cutting plan); a customer asking gets 403", async () => {
    const asked = `/api/projects/${staffProjectId}/pdf?locale=en&variant=workshop`;
    const res = await t.app.inject({ method: 'GET', url: asked, headers: staff });
    expect(res.statusCode).toBe(200);
    const text = pdfText(res.rawPayload);
    expect(text).toContain('workshop copy');
    expect(text).toContain('Cutting plan');
    const refused = await t.app.inject({
      method: 'GET',
      url: `/api/projects/${projectId}/pdf?variant=workshop`,
      headers: ana,
    });
    expect(refused.statusCode).toBe(403);
    expect(
      pdfText(
        (await t.app.inject({ method: 'GET', url: `/api/projects/${staffProjectId}/pdf?locale=en`, headers: staff }))
          .rawPayload,
      ),
    ).not.toContain('Cutting plan');
  });

  it("gives an admin a customer's project as customer's PDF, workshop PDF and CNC ZIP (read access only)", async () => {
    const customerPdf = await t.app.inject({
      method: 'GET',
      url: `/api/projects/${projectId}/pdf?locale=en`,
      headers: staff,
    });
    expect(customerPdf.statusCode).toBe(200);
    expect(customerPdf.headers['content-type']).toBe('application/pdf');
    expect(pdfText(customerPdf.rawPayload)).not.toContain('Cutting plan');
    const workshopPdf = await t.app.inject({
      method: 'GET',
      url: `/api/projects/${projectId}/pdf?locale=en&variant=workshop`,
      headers: staff,
    });
    expect(pdfText(workshopPdf.rawPayload)).toContain('Cutting plan');
    const zip = await t.app.inject({ method: 'GET', url: `/api/projects/${projectId}/cnc.zip`, headers: staff });
    expect(zip.statusCode).toBe(200);
    expect(zip.headers['content-disposition']).toContain('Dnevna soba');
    expect(Object.keys(unzipSync(new Uint8Array(zip.rawPayload)))).toContain('cut-list.csv');
    // The admin still cannot change it.
    expect(
      (
        await t.app.inject({
          method: 'PUT',
          url: `/api/projects/${projectId}`,
          headers: staff,
          payload: { name: 'Ukradeno' },
        })
      ).statusCode,
    ).toBe(404);
  });

  it('gives a design with errors no workshop files, only the error design_has_errors in the asked language (issue 21, D-B)', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/projects',
      headers: staff,
      payload: { name: 'Lebdi', design: example('invalid-floating-cube.json') },
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().id as string;
    for (const url of [`/api/projects/${id}/cnc.zip`, `/api/projects/${id}/pdf?locale=es&variant=workshop`]) {
      const res = await t.app.inject({ method: 'GET', url, headers: { ...staff, 'accept-language': 'es' } });
      expect(res.statusCode, url).toBe(422);
      expect(res.headers['content-type']).toContain('application/json');
      expect(res.json().error.code).toBe('design_has_errors');
    }
    const sl = await t.app.inject({ method: 'GET', url: `/api/projects/${id}/cnc.zip`, headers: staff });
    expect(sl.json().error.message).toMatch(/napake|errors|errores/);
    // The customer's own PDF (no cutting plan, no workshop data) is still theirs.
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/projects/${id}/pdf?locale=en`, headers: staff })).statusCode,
    ).toBe(200);
  });

  it("answers 404 for someone else's project or none, and 401 without a token", async () => {
    for (const url of [`/api/projects/${projectId}/cnc.zip`, `/api/projects/${projectId}/pdf`]) {
      expect((await t.app.inject({ method: 'GET', url, headers: bor })).statusCode).toBe(404);
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    }
    const none = '00000000-0000-4000-8000-000000000000';
    expect((await t.app.inject({ method: 'GET', url: `/api/projects/${none}/cnc.zip`, headers: ana })).statusCode).toBe(
      404,
    );
  });

  it('makes the PDF of the design in hand for guests, in Spanish', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/designs/pdf',
      payload: { design: { ...example('one-cube.json'), name: 'Mesita de noche pequeña' }, locale: 'es' },
    });
    expect(res.statusCode).toBe(200);
    const text = pdfText(res.rawPayload);
    expect(text).toContain('Mesita de noche pequeña');
    expect(text).toContain('Lista de materiales');
    const bad = await t.app.inject({ method: 'POST', url: '/api/designs/pdf', payload: { design: { nope: true } } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.code).toBe('invalid_design');
  });

  it('answers other requests while a big export runs (the documents are made in a worker thread)', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/projects',
      headers: ana,
      payload: { name: 'Stress', design: example('stress-2000-cubes.json') },
    });
    expect(created.statusCode).toBe(201);
    let done = false;
    const pdf = t.app
      .inject({ method: 'GET', url: `/api/projects/${created.json().id}/pdf`, headers: ana })
      .then((res) => {
        done = true;
        return res;
      });
    // The 2,000-cube PDF takes most of a second of CPU; on the request thread nothing else would be
    // answered meanwhile. Here the health check keeps answering, each time promptly.
    let answered = 0;
    let slowest = 0;
    while (!done) {
      const start = performance.now();
      const res = await t.app.inject({ method: 'GET', url: '/api/health' });
      expect(res.statusCode).toBe(200);
      if (done) break;
      answered++;
      slowest = Math.max(slowest, performance.now() - start);
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    const res = await pdf;
    expect(res.statusCode).toBe(200);
    expect(pdfText(res.rawPayload)).toContain('Stress');
    expect(answered).toBeGreaterThan(5);
    expect(slowest).toBeLessThan(300);
  });

  it('limits guest PDFs to thirty an hour per address', async () => {
    const tiny = { design: { schemaVersion: 1, name: 'x', settings: {}, elements: [] } };
    // The limit counts refused designs too: what costs is the asking.
    for (let i = 0; i < 30; i++)
      await t.app.inject({ method: 'POST', url: '/api/designs/pdf', payload: { design: null } });
    const res = await t.app.inject({ method: 'POST', url: '/api/designs/pdf', payload: tiny });
    expect(res.statusCode).toBe(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  });
});

// N5 of the second attacker's review: a signed-in user could ask for PDFs and CNC files without end
// (each costs up to seconds of a worker). Exports are counted per user, before any work is done.
describe('export limits per user', () => {
  let t: TestApp;
  let ana: Record<string, string>;
  let bor: Record<string, string>;
  let anaProject: string;
  beforeAll(async () => {
    t = await createTestApp();
    ana = { ...(await aUser(t, { email: 'ana@kubik.test' })).headers, 'accept-language': 'en' };
    bor = { ...(await aUser(t, { email: 'bor@kubik.test' })).headers, 'accept-language': 'en' };
    anaProject = (
      await t.app.inject({
        method: 'POST',
        url: '/api/projects',
        headers: ana,
        payload: { name: 'A', design: example('one-cube.json') },
      })
    ).json().id;
  });
  afterAll(() => t.close());

  it('counts PDFs and CNC files per user, whatever they asked for, and spares other users', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    const limit = t.services.exportLimit.options.points;
    // Refused and unknown requests count as well: the asking is what costs.
    for (let i = 0; i < limit; i++) {
      const res = await [
        () => t.app.inject({ method: 'GET', url: `/api/projects/${unknown}/pdf`, headers: ana }),
        () => t.app.inject({ method: 'GET', url: `/api/projects/${unknown}/cnc.zip`, headers: ana }),
        () => t.app.inject({ method: 'POST', url: '/api/designs/pdf', headers: ana, payload: { design: null } }),
      ][i % 3]!();
      expect(res.statusCode).not.toBe(429);
    }
    for (const url of [`/api/projects/${anaProject}/pdf`, `/api/projects/${anaProject}/cnc.zip`]) {
      const res = await t.app.inject({ method: 'GET', url, headers: ana });
      expect(res.statusCode).toBe(429);
      expect(res.json().error.message).toBe('Too many attempts. Try again in a few minutes.');
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    }
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/designs/pdf',
          headers: ana,
          payload: { design: example('one-cube.json') },
        })
      ).statusCode,
    ).toBe(429);
    // Another user from the same address is not held up.
    const borProject = (
      await t.app.inject({
        method: 'POST',
        url: '/api/projects',
        headers: bor,
        payload: { name: 'B', design: example('one-cube.json') },
      })
    ).json().id;
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/projects/${borProject}/cnc.zip`, headers: bor })).statusCode,
    ).toBe(200);
  });

  it('limits the account export per user', async () => {
    const limit = t.services.accountExportLimit.options.points;
    for (let i = 0; i < limit; i++)
      expect((await t.app.inject({ method: 'GET', url: '/api/users/me/export', headers: bor })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/users/me/export', headers: bor })).statusCode).toBe(429);
  });
});
