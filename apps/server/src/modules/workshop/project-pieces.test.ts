// The page a project package's label opens: the link is read back from the package's own labels
// (the 100 × 50 PDF rendered by poppler's pdftoppm, its QR codes decoded by zbarimg, as a phone
// would), and the piece it names is the one the API answers — to whoever reads the project.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aUser } from '../../testing/factory.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

const examples = join(import.meta.dirname, '..', '..', '..', '..', '..', 'examples');
const password = 'Kubik-test-2026';

/** The QR codes' texts of the first pages of a labels PDF. */
function qrTexts(pdf: Uint8Array, pages: number): string[] {
  const dir = mkdtempSync(join(tmpdir(), 'kubik-piece-'));
  try {
    writeFileSync(join(dir, 'labels.pdf'), pdf);
    execFileSync('pdftoppm', [
      '-r',
      '200',
      '-gray',
      '-png',
      '-f',
      '1',
      '-l',
      String(pages),
      join(dir, 'labels.pdf'),
      join(dir, 'page'),
    ]);
    const files = readdirSync(dir)
      .filter((f) => f.endsWith('.png'))
      .map((f) => join(dir, f));
    return execFileSync('zbarimg', ['-q', '--raw', '-Sdisable', '-Sqrcode.enable', ...files], { encoding: 'utf8' })
      .split('\n')
      .filter(Boolean);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe("a project package's piece page", () => {
  let t: TestApp;
  const users: Record<'ana' | 'bor' | 'staff', Record<string, string>> = { ana: {}, bor: {}, staff: {} };
  let projectId: string;
  let links: string[];
  beforeAll(async () => {
    t = await createTestApp();
    for (const name of ['ana', 'bor', 'staff'] as const) {
      users[name] = (
        await aUser(t, {
          email: `${name}@kubik.test`,
          password,
          ...(name === 'staff' ? { scopes: ['customer', 'admin'] } : {}),
        })
      ).headers;
    }
    const design = JSON.parse(readFileSync(join(examples, 'grid-2x2.json'), 'utf8'));
    projectId = (
      await t.app.inject({
        method: 'POST',
        url: '/api/projects',
        headers: users.ana,
        payload: { name: 'Dnevna soba', design },
      })
    ).json().id;
    const zip = await t.app.inject({
      method: 'GET',
      url: `/api/projects/${projectId}/cnc.zip?locale=sl`,
      headers: users.ana,
    });
    links = qrTexts(unzipSync(new Uint8Array(zip.rawPayload))['labels/labels-100x50.pdf']!, 3);
  });
  afterAll(() => t.close());

  const piece = (key: string, who?: keyof typeof users) =>
    t.app.inject({
      method: 'GET',
      url: `/api/projects/${projectId}/pieces/${key}`,
      ...(who ? { headers: users[who] } : {}),
    });

  it("links each label to the project's piece page, and the owner gets the piece it names: data, drawing, holes", async () => {
    expect(links).toHaveLength(3);
    const link = new URL(links[0]!);
    expect(link.pathname).toMatch(new RegExp(`^/dashboard/projects/${projectId}/pieces/[A-Z]+\\d+-\\d+$`));
    const key = link.pathname.split('/').pop()!;
    const res = await piece(key, 'ana');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ projectId, name: 'Dnevna soba' });
    const { label, svg, holes, file, names } = body.piece;
    expect(label).toMatchObject({
      id: `${projectId}/${key}`,
      url: links[0],
      partNumber: key.split('-')[0],
      index: Number(key.split('-')[1]),
    });
    expect(label.cutLength).toBeGreaterThan(label.length - 1);
    expect(label.edges).toHaveLength(4);
    expect(label.sheet).toMatchObject({ number: 1 });
    expect(svg).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);
    expect(holes.length).toBeGreaterThan(0);
    expect(file).toMatch(/^panels\/.+\.dxf$/);
    expect(names.material.sl.length).toBeGreaterThan(0);
    // Every label read back opens its own piece.
    for (const other of links.slice(1))
      expect((await piece(new URL(other).pathname.split('/').pop()!, 'ana')).json().piece.label.url).toBe(other);
  });

  it('lets staff read it, hides it from a stranger (404), asks for sign-in without a token (401)', async () => {
    const key = new URL(links[0]!).pathname.split('/').pop()!;
    expect((await piece(key, 'staff')).statusCode).toBe(200);
    const stranger = await piece(key, 'bor');
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json().error.code).toBe('not_found');
    expect((await piece(key)).statusCode).toBe(401);
  });

  it('answers 404 for a piece the design does not have, 400 for a key no label names', async () => {
    expect((await piece('V999-1', 'ana')).statusCode).toBe(404);
    expect((await piece('V001-999', 'ana')).statusCode).toBe(404);
    expect((await piece('1-V001-1', 'ana')).statusCode).toBe(400);
  });
});
