// The 3D files' cache: one making for requests that arrive together, least recently used out first
// past its bytes, the ETag the bytes' SHA-256, and a failed making not kept.
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createModelCache, modelKey } from './cache.ts';

const bytes = (n: number, fill = 1) => new Uint8Array(n).fill(fill);

describe('the model cache', () => {
  it('makes a file once for requests that arrive together, and answers it with its SHA-256 as ETag', async () => {
    const cache = createModelCache({ maxBytes: 1000 });
    let made = 0;
    const make = async () => {
      made++;
      await new Promise((resolve) => setTimeout(resolve, 10));
      return bytes(100);
    };
    const [a, b] = await Promise.all([cache.get('k', make), cache.get('k', make)]);
    expect(made).toBe(1);
    expect(a).toBe(b);
    expect(a.etag).toBe(`"${createHash('sha256').update(bytes(100)).digest('hex')}"`);
    await cache.get('k', make);
    expect(made).toBe(1);
  });

  it('lets the least recently used go first once the bytes pass the bound, and keeps nothing bigger than it', async () => {
    const cache = createModelCache({ maxBytes: 250 });
    const made: string[] = [];
    const get = (key: string, size = 100) => cache.get(key, async () => (made.push(key), bytes(size)));
    await get('a');
    await get('b');
    await get('a'); // a is now the most recently used
    await get('c'); // 300 bytes: b goes
    expect(cache.stats()).toEqual({ entries: 2, bytes: 200 });
    await get('a');
    await get('b');
    expect(made).toEqual(['a', 'b', 'c', 'b']);
    await get('huge', 300);
    await get('huge', 300);
    expect(made.filter((k) => k === 'huge')).toHaveLength(2);
  });

  it('keeps no failure: the next request makes the file again', async () => {
    const cache = createModelCache({ maxBytes: 1000 });
    await expect(cache.get('k', async () => Promise.reject(new Error('worker died')))).rejects.toThrow('worker died');
    expect((await cache.get('k', async () => bytes(3))).bytes.length).toBe(3);
  });

  it('keys by format, output version, catalogue version and design', () => {
    const design = { schemaVersion: 1, name: 'a', elements: [] };
    const key = modelKey('glb', 1, 3, design);
    expect(modelKey('glb', 1, 3, structuredClone(design))).toBe(key);
    for (const other of [
      modelKey('usdz', 1, 3, design),
      modelKey('glb', 2, 3, design),
      modelKey('glb', 1, 4, design),
      modelKey('glb', 1, 3, { ...design, name: 'b' }),
    ])
      expect(other).not.toBe(key);
  });
});
