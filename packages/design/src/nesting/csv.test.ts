import { describe, expect, it } from 'vitest';
import { parseBinsCsv, parseItemsCsv } from './csv.ts';

describe('parseItemsCsv', () => {
  it('reads rows with and without copies, ignoring blank lines and CRLF', () => {
    expect(parseItemsCsv('ID,WIDTH,HEIGHT,COPIES\r\n0,9,8,2\r\n1,3,3,\r\n\r\n')).toEqual({
      ok: true,
      value: [
        { id: '0', width: 9, height: 8, copies: 2 },
        { id: '1', width: 3, height: 3, copies: 1 },
      ],
    });
    expect(parseItemsCsv('ID,WIDTH,HEIGHT\n7,10,1\n')).toEqual({
      ok: true,
      value: [{ id: '7', width: 10, height: 1, copies: 1 }],
    });
  });

  it('says which line is wrong', () => {
    expect(parseItemsCsv('ID,WIDTH,HEIGHT\n0,9,8\n1,x,3\n')).toEqual({
      ok: false,
      error: 'line 3: WIDTH must be a positive number (got "x")',
    });
    expect(parseItemsCsv('ID,WIDTH,HEIGHT,COPIES\n0,9,8,1.5\n')).toEqual({
      ok: false,
      error: 'line 2: COPIES must be a whole number ≥ 0',
    });
    expect(parseItemsCsv('ID,WIDTH\n0,9\n')).toEqual({
      ok: false,
      error: 'line 1: header must name ID,WIDTH,HEIGHT (missing HEIGHT)',
    });
  });
});

describe('parseBinsCsv', () => {
  it('reads the stock sheets', () => {
    expect(parseBinsCsv('ID,WIDTH,HEIGHT\n0,2800,2070\n')).toEqual({
      ok: true,
      value: [{ id: '0', width: 2800, height: 2070 }],
    });
  });

  it('rejects an empty list and a non-positive size', () => {
    expect(parseBinsCsv('ID,WIDTH,HEIGHT\n')).toEqual({ ok: false, error: 'no stock sheet given' });
    expect(parseBinsCsv('ID,WIDTH,HEIGHT\n0,0,10\n').ok).toBe(false);
  });
});
