// The design document (DESIGN §3): one zod schema shared by browser and server, its JSON Schema,
// and the one way in for untrusted JSON — `parseDesign`, which returns findings and never throws.
import { z } from 'zod';
import { finding, type Finding } from '../findings/finding.ts';
import { element, elementId, elementKinds, type Cube, type Element, type ElementInput } from './elements.ts';
import { fastCube } from './fast-cube.ts';

export type { ElementInput };
import { guardInput } from './guard.ts';
import { MAX_DOCUMENT_BYTES, MAX_ELEMENTS, MAX_NAME_LENGTH } from './limits.ts';
import { CURRENT_SCHEMA_VERSION, migrate } from './migrations.ts';
import { settingsSchema } from './settings.ts';
import { issueToFinding } from './issues.ts';

export const designSchema = z.object({
  schemaVersion: z.literal(CURRENT_SCHEMA_VERSION),
  name: z.string().max(MAX_NAME_LENGTH),
  settings: settingsSchema,
  elements: z.array(element).max(MAX_ELEMENTS),
});

export type Design = z.output<typeof designSchema>;
export type DesignInput = z.input<typeof designSchema>;

export type ParseResult =
  { ok: true; design: Design; findings: Finding[]; migratedFrom: number } | { ok: false; findings: Finding[] };

/**
 * Checks any JSON value as a design: limits, forbidden keys, migrations, the schema, unique ids and
 * references between elements. Never throws. `ok` is true when the document is structurally a
 * design (furniture rules such as overlaps are the business of `validateDesign`).
 */
export function parseDesign(input: unknown): ParseResult {
  try {
    return parseUnsafe(input);
  } catch (error) {
    // Nothing above should throw; if something does, it is still only a refusal.
    return { ok: false, findings: [finding('field_invalid', 'error', [], { path: '', detail: String(error) })] };
  }
}

/** Parses design text (as uploaded or stored), refusing text over MAX_DOCUMENT_BYTES first. */
export function parseDesignText(text: string): ParseResult {
  // Up to 3 bytes per UTF-16 unit bounds the UTF-8 size without encoding the text.
  if (
    text.length > MAX_DOCUMENT_BYTES ||
    (text.length * 3 > MAX_DOCUMENT_BYTES && new TextEncoder().encode(text).length > MAX_DOCUMENT_BYTES)
  ) {
    return { ok: false, findings: [finding('too_large', 'error', [], { max: MAX_DOCUMENT_BYTES })] };
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { ok: false, findings: [finding('not_json', 'error', [])] };
  }
  return parseDesign(json);
}

/** The document as stored: plain JSON text. `parseDesignText(serializeDesign(d))` gives `d` back. */
export function serializeDesign(design: Design): string {
  return JSON.stringify(design);
}

/** The design document's JSON Schema (draft 2020-12), served at /api/schema/design.json. */
export function designJsonSchema(): Record<string, unknown> {
  return {
    $id: 'https://kubik.app/api/schema/design.json',
    title: 'Kubik design document',
    ...z.toJSONSchema(designSchema, { io: 'input', unrepresentable: 'any' }),
  };
}

function parseUnsafe(input: unknown): ParseResult {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) {
    const guarded = guardInput(input);
    return { ok: false, findings: guarded.length > 0 ? guarded : [finding('not_an_object', 'error', [])] };
  }
  const raw = input as Record<string, unknown>;
  if (Array.isArray(raw.elements) && raw.elements.length > MAX_ELEMENTS) {
    return { ok: false, findings: [finding('too_many_elements', 'error', [], { max: MAX_ELEMENTS }, 'elements')] };
  }
  // Plain cubes of a current document take the fast path; everything else goes through the schema.
  const fast: (Cube | undefined)[] =
    raw.schemaVersion === CURRENT_SCHEMA_VERSION && Array.isArray(raw.elements) ? raw.elements.map(fastCube) : [];
  const skip = new Set<unknown>();
  fast.forEach((cube, i) => cube && skip.add((raw.elements as unknown[])[i]));
  const guarded = guardInput(input, skip);
  if (guarded.length > 0) return { ok: false, findings: guarded };
  const migrated = migrate(raw);
  if (!migrated.ok) {
    if (migrated.reason === 'unsupported') {
      return {
        ok: false,
        findings: [
          finding(
            'schema_version_unsupported',
            'error',
            [],
            { version: migrated.version, current: CURRENT_SCHEMA_VERSION },
            'schemaVersion',
          ),
        ],
      };
    }
    return {
      ok: false,
      findings: [
        finding('field_wrong_type', 'error', [], { path: 'schemaVersion', expected: 'integer ≥ 0' }, 'schemaVersion'),
      ],
    };
  }
  const doc = migrated.document;
  const findings = unknownKinds(doc.elements);
  // The schema sees the document without the fast cubes; issue paths are mapped back.
  const all = Array.isArray(doc.elements) ? (doc.elements as unknown[]) : undefined;
  const slow = all ? all.map((_, i) => i).filter((i) => !fast[i]) : [];
  const parsed = designSchema.safeParse(all && skip.size > 0 ? { ...doc, elements: slow.map((i) => all[i]) } : doc);
  if (!parsed.success) {
    for (const original of parsed.error.issues) {
      const issue =
        all && skip.size > 0 && original.path[0] === 'elements' && typeof original.path[1] === 'number'
          ? { ...original, path: ['elements', slow[original.path[1]]!, ...original.path.slice(2)] }
          : original;
      const known =
        issue.path[0] === 'elements' && findings.some((f) => f.path === `elements.${String(issue.path[1])}.kind`);
      if (!known) findings.push(issueToFinding(issue, doc));
    }
  }
  if (!parsed.success || findings.length > 0) return { ok: false, findings };
  let elements = parsed.data.elements;
  if (all && skip.size > 0) {
    const fromSchema = parsed.data.elements;
    let next = 0;
    elements = all.map((_, i) => fast[i] ?? fromSchema[next++]!);
  }
  const design = { ...parsed.data, elements };
  const referenceFindings = checkReferences(design.elements);
  if (referenceFindings.length > 0) return { ok: false, findings: referenceFindings };
  return { ok: true, design, findings: [], migratedFrom: migrated.from };
}

function unknownKinds(elements: unknown): Finding[] {
  if (!Array.isArray(elements)) return [];
  const known = new Set<string>(elementKinds);
  const findings: Finding[] = [];
  elements.forEach((el: unknown, index) => {
    if (typeof el !== 'object' || el === null) return;
    const kind = (el as Record<string, unknown>).kind;
    if (typeof kind === 'string' && !known.has(kind)) {
      const id = (el as Record<string, unknown>).id;
      const path = `elements.${index}.kind`;
      findings.push(
        finding(
          'unknown_kind',
          'error',
          typeof id === 'string' && elementId.safeParse(id).success ? [id] : [],
          { kind: kind.slice(0, 40), path },
          path,
        ),
      );
    }
  });
  return findings;
}

/** Ids are unique, and shelves, doors and rails name cubes that exist. */
function checkReferences(elements: Element[]): Finding[] {
  const findings: Finding[] = [];
  const kinds = new Map<string, string>();
  for (const el of elements) {
    if (kinds.has(el.id)) findings.push(finding('duplicate_id', 'error', [el.id], { id: el.id }));
    else kinds.set(el.id, el.kind);
  }
  for (const el of elements) {
    const refs =
      el.kind === 'shelf' || el.kind === 'slidingDoor'
        ? el.cubes
        : (el.kind === 'bar' || el.kind === 'drawers') && el.cube !== undefined
          ? [el.cube]
          : [];
    for (const ref of refs) {
      if (kinds.get(ref) !== 'cube') findings.push(finding('unknown_reference', 'error', [el.id], { id: el.id, ref }));
    }
  }
  return findings;
}

/** Checks one element on its own (e.g. a cube the configurator is about to `setCube`). Never throws. */
export function parseElement(input: unknown): { ok: true; element: Element } | { ok: false; findings: Finding[] } {
  const fast = fastCube(input);
  if (fast) return { ok: true, element: fast };
  const guarded = guardInput(input);
  if (guarded.length > 0) return { ok: false, findings: guarded };
  const parsed = element.safeParse(input);
  if (parsed.success) return { ok: true, element: parsed.data };
  const doc = { elements: [input] };
  return {
    ok: false,
    findings: parsed.error.issues.map((issue) =>
      issueToFinding({ ...issue, path: ['elements', 0, ...issue.path] }, doc),
    ),
  };
}
