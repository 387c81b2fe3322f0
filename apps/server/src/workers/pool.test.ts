import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { unzipSync } from 'fflate';
import { afterAll, describe, expect, it } from 'vitest';
import { builtInCatalogue } from '@kubik/design/validate';
import { AppError } from '../core/errors.ts';
import { createWorkerPools } from './pool.ts';

const examples = join(import.meta.dirname, '..', '..', '..', '..', 'examples');
const design = JSON.parse(readFileSync(join(examples, 'grid-2x2.json'), 'utf8'));
const task = (kind: 'pdf' | 'zip') => ({ kind, design, catalogue: builtInCatalogue, lang: 'sl' as const });

describe('worker pools', () => {
  const pools = createWorkerPools({ documents: { threads: 1, maxQueue: 1 }, quotes: { threads: 1, maxQueue: 4 } });
  afterAll(() => pools.close());

  it('makes the PDF and the ZIP in a worker, warmed ahead of the first task', async () => {
    pools.warm();
    pools.warm(); // a second call is harmless
    const [pdf, zip] = await Promise.all([pools.document(task('pdf')), pools.document(task('zip'))]);
    expect(Buffer.from(pdf.subarray(0, 5)).toString()).toBe('%PDF-');
    expect(Object.keys(unzipSync(zip))).toContain('cut-list.csv');
  });

  it('answers invalid_design for a design that does not validate', async () => {
    await expect(pools.document({ ...task('pdf'), design: { nope: true } })).rejects.toMatchObject({
      code: 'invalid_design',
    });
  });

  it('quotes in a worker, naming the catalogue version it was given', async () => {
    const big = JSON.parse(readFileSync(join(examples, 'stress-2000-cubes.json'), 'utf8'));
    const quote = await pools.quote(big, { ...builtInCatalogue, version: 7 });
    expect(quote.ok).toBe(true);
    expect(quote.catalogueVersion).toBe(7);
    expect(quote.price!.goodsCents).toBeGreaterThan(0);
  });

  it('refuses with 503 once the queue is full, and still makes the tasks it took', async () => {
    const taken = [pools.document(task('zip')), pools.document(task('zip'))];
    const refused = await pools.document(task('zip')).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(AppError);
    expect(refused).toMatchObject({ code: 'unavailable', options: { retryAfterSeconds: 5 } });
    expect((await Promise.all(taken)).every((zip) => zip.length > 0)).toBe(true);
  });

  it('refuses new tasks once closed', async () => {
    const other = createWorkerPools({ documents: { threads: 1, maxQueue: 4 } });
    await other.close();
    await expect(other.document(task('zip'))).rejects.toMatchObject({ code: 'unavailable' });
  });
});
