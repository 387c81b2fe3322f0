import { describe, expect, it } from 'vitest';
import { element as elementSchema, elementKinds, type Element } from '@kubik/design/schema/elements';
import { fieldsByKind, type Field } from './fields.ts';
import { checkElement, parseId, parseInteger, parseText, withField } from './validation.ts';

/** The dotted paths of every value an element kind's schema holds (kind aside). */
function schemaPaths(schema: unknown, prefix = ''): string[] {
  let s = schema as { _zod: { def: { type: string; innerType?: unknown; shape?: Record<string, unknown> } } };
  while (s._zod.def.type === 'optional') s = s._zod.def.innerType as typeof s;
  if (s._zod.def.type !== 'object') return [prefix];
  return Object.entries(s._zod.def.shape!).flatMap(([key, inner]) =>
    schemaPaths(inner, prefix ? `${prefix}.${key}` : key),
  );
}

describe('drawer fields', () => {
  it.each(elementKinds)('%s: every field of the schema is in its drawer', (kind) => {
    const schema = elementSchema.options.find((o) => (o.shape.kind as unknown as { value: string }).value === kind)!;
    const wanted = schemaPaths(schema).filter((p) => p !== 'kind');
    const have = fieldsByKind[kind].map((f) => f.path);
    expect(wanted.filter((p) => !have.includes(p))).toEqual([]);
  });

  it("shows a bar's cube for a hanging rail and its end points for a frame bar", () => {
    const shown = (el: Element) => fieldsByKind.bar.filter((f) => !f.when || f.when(el)).map((f) => f.path);
    expect(shown({ id: 'b', kind: 'bar', cube: 'a' } as Element)).toContain('cube');
    expect(shown({ id: 'b', kind: 'bar', cube: 'a' } as Element)).not.toContain('start.x');
    const frame = shown({ id: 'b', kind: 'bar', start: { x: 0, y: 0, z: 0 }, end: { x: 400, y: 0, z: 0 } } as Element);
    expect(frame).toEqual(expect.arrayContaining(['start.x', 'start.y', 'start.z', 'end.x', 'end.y', 'end.z']));
    expect(frame).not.toContain('cube');
  });
});

describe('field values', () => {
  const range = { min: -100_000, max: 100_000 };

  it('takes whole millimetres in range, and says why otherwise', () => {
    expect(parseInteger(' 1200 ', range)).toEqual({ ok: true, value: 1200 });
    expect(parseInteger('-40', range)).toEqual({ ok: true, value: -40 });
    expect(parseInteger('12.5', range)).toEqual({ ok: false, error: { key: 'integer' } });
    expect(parseInteger('abc', range)).toEqual({ ok: false, error: { key: 'integer' } });
    expect(parseInteger('100001', range)).toEqual({
      ok: false,
      error: { key: 'range', values: { min: -100_000, max: 100_000 } },
    });
    expect(parseInteger('0', { min: 1, max: 20_000 })).toMatchObject({ ok: false, error: { key: 'range' } });
    expect(parseInteger('', range)).toEqual({ ok: false, error: { key: 'required' } });
    expect(parseInteger('', { ...range, optional: true })).toEqual({ ok: true, value: undefined });
  });

  it('refuses blank label text', () => {
    expect(parseText('Kitchen', 500)).toEqual({ ok: true, value: 'Kitchen' });
    expect(parseText('   ', 500)).toEqual({ ok: false, error: { key: 'required' } });
  });

  it('takes a free, well-formed id', () => {
    const taken = (id: string) => ['cube-1', 'cube-2'].includes(id);
    expect(parseId(' left-tower ', 'cube-1', taken)).toEqual({ ok: true, value: 'left-tower' });
    expect(parseId('cube-1', 'cube-1', taken)).toEqual({ ok: true, value: 'cube-1' });
    expect(parseId('cube-2', 'cube-1', taken)).toEqual({
      ok: false,
      error: { key: 'idTaken', values: { id: 'cube-2' } },
    });
    expect(parseId('two words', 'cube-1', taken)).toMatchObject({ ok: false, error: { key: 'idFormat' } });
    expect(parseId('x'.repeat(65), 'cube-1', taken)).toMatchObject({ ok: false, error: { key: 'idFormat' } });
  });

  it("starts a room's missing corner at 0 on the other axis", () => {
    const room = { id: 'r', kind: 'room', width: 3000, depth: 2500, height: 2600 } as Element;
    const field = fieldsByKind.room.find((f) => f.path === 'origin.x')!;
    const next = withField(room, field, -500, fieldsByKind.room);
    expect(next).toMatchObject({ origin: { x: -500, z: 0 } });
    expect(checkElement(next)).toBeNull();
  });

  it('checks the element the change would make', () => {
    const bar = { id: 'b', kind: 'bar', start: { x: 0, y: 400, z: 400 }, end: { x: 400, y: 400, z: 400 } } as Element;
    const endX = fieldsByKind.bar.find((f): f is Field => f.path === 'end.x')!;
    expect(checkElement(withField(bar, endX, 800, fieldsByKind.bar))).toBeNull();
    expect(checkElement(withField(bar, endX, 0, fieldsByKind.bar))).toEqual({ key: 'sameEnds' });
    // A wall without a start is not a wall.
    expect(checkElement({ id: 'w', kind: 'wall', end: { x: 1, z: 1 } } as unknown as Element)).toEqual({
      key: 'invalid',
    });
  });
});
