// What a drawer's field accepts, as pure functions: the text typed into a box becomes a value or
// an error (a message key and its values, shown in the user's language), and the element it
// would produce is checked against the document schema before it becomes a command.
import { element as elementSchema, type Element } from '@kubik/design/schema/elements';
import { MAX_ID_LENGTH } from '@kubik/design/schema/limits';
import { getPath, setPath } from '../editor/defaults.ts';
import type { Field } from './fields.ts';

/** An error to show under a field: `configurator.errors.<key>` with its values. */
export interface FieldError {
  key: 'integer' | 'range' | 'required' | 'idFormat' | 'idTaken' | 'sameEnds' | 'noCube' | 'invalid';
  values?: Record<string, number | string>;
}

export type Parsed<T> = { ok: true; value: T } | { ok: false; error: FieldError };

/** A number box's text: a whole number of millimetres in the field's range (empty clears an optional field). */
export function parseInteger(
  text: string,
  field: { min: number; max: number; optional?: boolean | undefined },
): Parsed<number | undefined> {
  const trimmed = text.trim();
  if (trimmed === '')
    return field.optional ? { ok: true, value: undefined } : { ok: false, error: { key: 'required' } };
  const n = Number(trimmed);
  if (!Number.isFinite(n) || !Number.isInteger(n)) return { ok: false, error: { key: 'integer' } };
  if (n < field.min || n > field.max)
    return { ok: false, error: { key: 'range', values: { min: field.min, max: field.max } } };
  return { ok: true, value: n };
}

/** A label's text: not blank, at most `max` characters. */
export function parseText(text: string, max: number): Parsed<string> {
  if (text.trim() === '') return { ok: false, error: { key: 'required' } };
  if (text.length > max) return { ok: false, error: { key: 'range', values: { min: 1, max } } };
  return { ok: true, value: text };
}

const idPattern = /^[A-Za-z0-9_.:-]+$/;

/** A new id for an element: well formed and not taken by another element. */
export function parseId(text: string, current: string, taken: (id: string) => boolean): Parsed<string> {
  const id = text.trim();
  if (id === '') return { ok: false, error: { key: 'required' } };
  if (id.length > MAX_ID_LENGTH || !idPattern.test(id))
    return { ok: false, error: { key: 'idFormat', values: { max: MAX_ID_LENGTH } } };
  if (id !== current && taken(id)) return { ok: false, error: { key: 'idTaken', values: { id } } };
  return { ok: true, value: id };
}

/**
 * The element with one field set. A coordinate of a point the element does not have yet (a
 * room's optional corner) starts the point at 0 on its other axes, so the point is whole.
 */
export function withField(el: Element, field: Field, value: unknown, fields: readonly Field[]): Element {
  const dot = field.path.lastIndexOf('.');
  if (dot > 0 && value !== undefined) {
    const parent = field.path.slice(0, dot);
    if (getPath(el, parent) === undefined) {
      const point: Record<string, number> = {};
      for (const f of fields) if (f.path.startsWith(`${parent}.`)) point[f.path.slice(dot + 1)] = 0;
      el = setPath(el, parent, point);
    }
  }
  return setPath(el, field.path, value);
}

/** Whether the element may go into the document; the first problem otherwise. */
export function checkElement(el: Element): FieldError | null {
  if (
    el.kind === 'bar' &&
    el.start &&
    el.end &&
    el.start.x === el.end.x &&
    el.start.y === el.end.y &&
    el.start.z === el.end.z
  )
    return { key: 'sameEnds' };
  return elementSchema.safeParse(el).success ? null : { key: 'invalid' };
}
