import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { main } from './main.ts';

const examples = join(import.meta.dirname, '../../../examples');
const dir = mkdtempSync(join(tmpdir(), 'kubik-cli-'));

async function run(...argv: string[]) {
  let stdout = '';
  let stderr = '';
  const code = await main(argv, { stdout: (s) => (stdout += s), stderr: (s) => (stderr += s) });
  return { code, stdout, stderr };
}

describe('kubik CLI', () => {
  it('validates the examples: fine ones exit 0, the floating cube exits 1 with a message', async () => {
    expect((await run('validate', join(examples, 'one-cube.json'))).code).toBe(0);
    const floating = await run('validate', join(examples, 'invalid-floating-cube.json'));
    expect(floating.code).toBe(1);
    expect(floating.stderr).toContain('floating');
    const sl = await run('validate', join(examples, 'invalid-floating-cube.json'), '--lang', 'sl');
    expect(sl.stderr).toContain('lebdi');
  });

  it('prints the BOM as JSON and as CSV', async () => {
    const json = await run('bom', join(examples, 'grid-2x2.json'), '--format', 'json');
    expect(json.code).toBe(0);
    const bom = JSON.parse(json.stdout) as {
      parts: { role: string; quantity: number }[];
      hardware: unknown[];
      totals: unknown;
    };
    const count = (role: string) => bom.parts.filter((p) => p.role === role).reduce((s, p) => s + p.quantity, 0);
    // Horizontals run through each row: 3 of them (bottom, between the rows, top), 6 verticals, one back.
    expect([count('vertical'), count('horizontal'), count('back')]).toEqual([6, 3, 1]);
    const csv = await run('bom', join(examples, 'grid-2x2.json'), '--format', 'csv');
    expect(csv.stdout.split('\n')[0]).toBe(
      'partNumber,role,material,colour,length,width,thickness,cutLength,cutWidth,quantity,grain,edgeBand,bandedLengthEdges,bandedWidthEdges',
    );
  });

  it('prints the price', async () => {
    const { code, stdout } = await run('price', join(examples, 'one-cube.json'));
    expect(code).toBe(0);
    // The goods worked by hand in quote.test.ts: 2,201 net; VAT 22 % = 484.22 → 484; total 2,685.
    // Delivery from: Slovenia's 15 € + 7,240 g × 0.60 €/kg = 1,934 net, VAT 425.48 → 425: 2,359.
    expect(JSON.parse(stdout)).toMatchObject({
      currency: 'EUR',
      goodsCents: 2201,
      breakdown: {
        totals: {
          goodsCents: 2201,
          discountCents: 0,
          shippingCents: 0,
          netCents: 2201,
          vatCents: 484,
          grossCents: 2685,
        },
        deliveryFrom: { netCents: 1934, vatCents: 425, grossCents: 2359, pickup: true },
      },
    });
    // A partner's 10 %: 220.1 → 220 off; the VAT drops from 484 to round(1,981 × 22 %) = 436; 2,417.
    const partner = await run('price', join(examples, 'one-cube.json'), '--partner-discount', '1000');
    expect(JSON.parse(partner.stdout).breakdown.totals).toMatchObject({
      discountCents: 220,
      netCents: 1981,
      vatCents: 436,
      grossCents: 2417,
    });
  });

  it('exits 1 on a file that is not a design, 2 on usage errors', async () => {
    const bad = join(dir, 'bad.json');
    writeFileSync(bad, '{"schemaVersion":1,"name":"x","settings":{},"elements":[{"id":"a","kind":"sofa"}]}');
    const result = await run('price', bad);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('sofa');
    expect((await run('price', join(dir, 'missing.json'))).code).toBe(1);
    expect((await run('bom', bad, '--format', 'xml')).code).toBe(2);
    expect((await run('validate')).code).toBe(2);
    expect((await run('frobnicate')).code).toBe(2);
  });
});
