import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { unzipSync } from 'fflate';
import { afterAll, describe, expect, it } from 'vitest';
import { defaultCatalogue } from '@kubik/design/catalogue/default';
import { AppError } from '../http/errors.ts';
import { createDocumentPool } from './document-pool.ts';

const design = JSON.parse(readFileSync(join(import.meta.dirname, '..', '..', '..', '..', 'examples', 'grid-2x2.json'), 'utf8'));
const job = (kind: 'pdf' | 'zip') => ({ kind, design, catalogue: defaultCatalogue, lang: 'sl' as const });

describe('document pool', () => {
  const pool = createDocumentPool({ workers: 1, maxWaiting: 1 });
  afterAll(() => pool.close());

  it('makes the PDF and the ZIP in a worker, warmed ahead of the first job', async () => {
    pool.warm();
    pool.warm(); // a second call is harmless
    expect(pool.pending()).toBe(0);
    const [pdf, zip] = await Promise.all([pool.make(job('pdf')), pool.make(job('zip'))]);
    expect(Buffer.from(pdf.subarray(0, 5)).toString()).toBe('%PDF-');
    expect(Object.keys(unzipSync(zip))).toContain('cut-list.csv');
    expect(pool.pending()).toBe(0);
  });

  it('answers invalid_design for a design that does not validate', async () => {
    await expect(pool.make({ ...job('pdf'), design: { nope: true } })).rejects.toMatchObject({ code: 'invalid_design' });
  });

  it('refuses with 503 once the queue is full, and still makes the jobs it took', async () => {
    const taken = [pool.make(job('zip')), pool.make(job('zip'))];
    const refused = await pool.make(job('zip')).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(AppError);
    expect(refused).toMatchObject({ code: 'unavailable', status: 503 });
    expect((await Promise.all(taken)).every((zip) => zip.length > 0)).toBe(true);
  });

  it('refuses waiting jobs when closed', async () => {
    const other = createDocumentPool({ workers: 1, maxWaiting: 4 });
    const outcome = (p: Promise<Uint8Array>) => p.then(() => 'made', (error: unknown) => error);
    const running = outcome(other.make(job('zip')));
    const waiting = outcome(other.make(job('zip')));
    await other.close();
    expect(await waiting).toMatchObject({ code: 'unavailable' });
    expect(await running).toBeInstanceOf(Error);
  });
});
