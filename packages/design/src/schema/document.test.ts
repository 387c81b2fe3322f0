import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cube, design } from '../testing/build.ts';
import { designJsonSchema, parseDesign, parseDesignText, parseElement, serializeDesign } from './document.ts';
import { MAX_DEPTH, MAX_ELEMENTS } from './limits.ts';
import { messageOf } from '../i18n/findings.ts';

const minimal = {
  schemaVersion: 1,
  name: 'x',
  settings: {},
  elements: [{ id: 'a', kind: 'cube', position: { x: 0, y: 0, z: 0 }, size: { width: 400, height: 400, depth: 400 } }],
};

function codes(input: unknown): string[] {
  const result = parseDesign(input);
  return result.ok ? [] : result.findings.map((f) => f.code);
}

describe('parseDesign', { timeout: 60_000 }, () => {
  it('accepts the minimal document of DESIGN §3', () => {
    const result = parseDesign(minimal);
    expect(result.ok).toBe(true);
  });

  it('accepts every element kind', () => {
    const result = parseDesign(
      design([
        cube('a', 0, 0, 0),
        cube('b', 400, 0, 0),
        { id: 's', kind: 'shelf', cubes: ['a'], height: 200 },
        { id: 'w', kind: 'wall', start: { x: 0, z: 0 }, end: { x: 3000, z: 0 }, height: 2600, thickness: 100 },
        { id: 'r', kind: 'room', width: 4000, depth: 3000, height: 2600 },
        { id: 'l', kind: 'line', start: { x: 0, y: 0, z: 0 }, end: { x: 800, y: 0, z: 0 }, offset: 100 },
        { id: 't', kind: 'text', position: { x: 0, y: 500, z: 0 }, text: 'Hello', size: 80 },
        { id: 'd', kind: 'slidingDoor', cubes: ['a', 'b'] },
        { id: 'k', kind: 'connector', at: { x: 400, y: 0, z: 0 }, type: 'steelCorner', finish: 'black' },
        { id: 'h', kind: 'bar', cube: 'a' },
        { id: 'f', kind: 'bar', start: { x: 0, y: 400, z: 0 }, end: { x: 800, y: 400, z: 0 } },
      ]),
    );
    expect(result.ok ? [] : result.findings).toEqual([]);
  });

  it('migrates a version-0 document (no schemaVersion, `type` instead of `kind`)', () => {
    const result = parseDesign({
      name: 'old',
      elements: [
        { id: 'a', type: 'cube', position: { x: 0, y: 0, z: 0 }, size: { width: 400, height: 400, depth: 400 } },
      ],
    });
    expect(result.ok && result.migratedFrom).toBe(0);
    expect(result.ok && result.design.elements[0]!.kind).toBe('cube');
  });

  it('refuses a newer schema version, unknown kinds, wrong types, negative and absurd sizes', () => {
    expect(codes({ ...minimal, schemaVersion: 99 })).toEqual(['schema_version_unsupported']);
    expect(codes({ ...minimal, elements: [{ id: 'a', kind: 'sofa' }] })).toEqual(['unknown_kind']);
    expect(codes({ ...minimal, name: 42 })).toEqual(['field_wrong_type']);
    expect(codes(design([cube('a', 0, 0, 0, -400)]))).toContain('value_too_small');
    expect(codes(design([cube('a', 0, 0, 0, 1e9)]))).toContain('value_too_large');
    expect(codes(design([cube('a', 0.5, 0, 0)]))).toContain('field_wrong_type');
    expect(codes(design([cube('a', 0, 0, 0), cube('a', 400, 0, 0)]))).toEqual(['duplicate_id']);
    expect(codes(design([{ id: 's', kind: 'shelf', cubes: ['nope'], height: 100 }]))).toEqual(['unknown_reference']);
  });

  it('names the element and the field, in three languages', () => {
    const result = parseDesign(
      design([
        cube('left', 0, 0, 0),
        { ...cube('right', 400, 0, 0), size: { width: 400, height: 'tall', depth: 400 } } as never,
      ]),
    );
    expect(result.ok).toBe(false);
    const f = result.findings[0]!;
    expect(f).toMatchObject({ elementIds: ['right'], path: 'elements.1.size.height' });
    expect(messageOf(f).en).toContain('elements.1.size.height');
    expect(messageOf(f).sl).not.toEqual(messageOf(f).en);
    expect(messageOf(f).es).not.toEqual(messageOf(f).en);
  });

  it('refuses __proto__, constructor and prototype keys anywhere', () => {
    expect(codes(JSON.parse('{"__proto__": {"polluted": true}, "schemaVersion": 1}'))).toEqual(['forbidden_key']);
    expect(codes(JSON.parse('{"schemaVersion":1,"name":"x","settings":{"constructor":{}},"elements":[]}'))).toEqual([
      'forbidden_key',
    ]);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('refuses deep nesting without overflowing the stack, and too many elements', () => {
    let deep: unknown = 1;
    for (let i = 0; i < 200_000; i++) deep = [deep];
    expect(codes(deep)).toEqual(['too_deep']);
    expect(codes({ ...minimal, settings: nest(MAX_DEPTH) })).toEqual(['too_deep']);
    const many = Array.from({ length: MAX_ELEMENTS + 1 }, (_, i) => cube(`c${i}`, i * 400, 0, 0));
    expect(codes(design(many))).toEqual(['too_many_elements']);
  });

  it('refuses text that is not JSON or is too large', () => {
    expect(parseDesignText('{"schemaVersion":').findings.map((f) => f.code)).toEqual(['not_json']);
    expect(parseDesignText(' '.repeat(5_000_000)).findings.map((f) => f.code)).toEqual(['too_large']);
  });

  it('never throws, whatever JSON it is given', () => {
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 6 }), (value) => {
        const result = parseDesign(value);
        expect(typeof result.ok).toBe('boolean');
        if (!result.ok)
          for (const f of result.findings) expect(messageOf(f).sl && messageOf(f).en && messageOf(f).es).toBeTruthy();
      }),
      { numRuns: 500 },
    );
  });

  it('never throws on design-shaped documents with random values', () => {
    const anything = fc.oneof(fc.jsonValue({ maxDepth: 2 }), fc.integer(), fc.constant(undefined));
    const element = fc.record(
      {
        id: anything,
        kind: fc.oneof(
          fc.constantFrom('cube', 'shelf', 'wall', 'room', 'line', 'text', 'slidingDoor', 'connector', 'bar'),
          anything,
        ),
        position: anything,
        size: anything,
        cubes: anything,
        start: anything,
        end: anything,
      },
      { requiredKeys: [] },
    );
    fc.assert(
      fc.property(fc.array(element, { maxLength: 5 }), anything, (elements, settings) => {
        const result = parseDesign({ schemaVersion: 1, name: 'x', settings, elements });
        expect(typeof result.ok).toBe('boolean');
      }),
      { numRuns: 500 },
    );
  });

  it('round-trips through save and load', () => {
    const coordinate = fc.integer({ min: -5000, max: 5000 });
    const cubeArb = fc.record({
      x: coordinate,
      y: fc.integer({ min: 0, max: 5000 }),
      z: coordinate,
      w: fc.constantFrom(200, 400, 600),
      back: fc.option(fc.boolean(), { nil: undefined }),
    });
    fc.assert(
      fc.property(fc.array(cubeArb, { maxLength: 20 }), fc.string({ maxLength: 50 }), (cubes, name) => {
        const input = design(
          cubes.map((c, i) => cube(`c${i}`, c.x, c.y, c.z, c.w, c.back === undefined ? {} : { back: c.back })),
          {},
          name,
        );
        const first = parseDesign(input);
        expect(first.ok).toBe(true);
        if (!first.ok) return;
        const again = parseDesignText(serializeDesign(first.design));
        expect(again.ok && again.design).toEqual(first.design);
      }),
      { numRuns: 200 },
    );
  });

  it('exports a JSON Schema naming every element kind', () => {
    const text = JSON.stringify(designJsonSchema());
    for (const kind of ['cube', 'shelf', 'wall', 'room', 'line', 'text', 'slidingDoor', 'connector', 'bar'])
      expect(text).toContain(`"${kind}"`);
  });
});

function nest(depth: number): unknown {
  let value: unknown = {};
  for (let i = 0; i < depth; i++) value = { a: value };
  return value;
}

describe('parseElement', () => {
  it('accepts one element and refuses a broken one with findings', () => {
    expect(parseElement(cube('a', 0, 0, 0)).ok).toBe(true);
    const bad = parseElement({ ...cube('a', 0, 0, 0), size: { width: -1, height: 400, depth: 400 } });
    expect(bad.ok ? [] : bad.findings.map((f) => [f.code, f.path])).toEqual([
      ['value_too_small', 'elements.0.size.width'],
    ]);
  });
});
