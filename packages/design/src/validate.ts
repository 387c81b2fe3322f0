// The one entry for untrusted input: parse (limits, schema, migrations, references), snap cube
// sizes to the catalogue, build the model and check the furniture rules. Never throws.
import { defaultCatalogue } from './catalogue/default.ts';
import type { Catalogue } from './catalogue/schema.ts';
import { snapDesign } from './catalogue/snap.ts';
import { DesignModel } from './model.ts';
import { checkRules } from './rules/check.ts';
import { capFindings, finding, hasErrors, sortFindings, type Finding } from './findings/finding.ts';
import { parseDesign, type Design } from './schema/document.ts';
import { MAX_CUBES_PER_SPACE } from './schema/limits.ts';

/**
 * A catalogue and the version it is stored under. Validating, quoting and pricing always take both,
 * so every price can name the catalogue it was made with; there is no default to fall back on.
 */
export type CatalogueInForce = { version: number; catalogue: Catalogue };

/** The catalogue built into the code, as version 0: for the command line, tests and benchmarks.
 * The shop never prices with it (its catalogue is stored, and fails closed). */
export const builtInCatalogue: CatalogueInForce = { version: 0, catalogue: defaultCatalogue };

export type Validation = (
  | { ok: true; design: Design; model: DesignModel; findings: Finding[]; orderable: boolean }
  | { ok: false; findings: Finding[]; orderable: false }
) & { catalogueVersion: number };

/**
 * `ok` means the document is a design (it can be saved, shared, rendered and priced);
 * `orderable` means no finding is an error as well.
 */
export function validateDesign(input: unknown, inForce: CatalogueInForce): Validation {
  const { catalogue, version: catalogueVersion } = inForce;
  const parsed = parseDesign(input);
  if (!parsed.ok) return { ok: false, findings: parsed.findings, orderable: false, catalogueVersion };
  const crowded = crowding(parsed.design);
  if (crowded) return { ok: false, findings: [crowded], orderable: false, catalogueVersion };
  try {
    const snapped = snapDesign(parsed.design, catalogue);
    const model = new DesignModel(snapped.design, catalogue);
    const findings = capFindings(sortFindings([...snapped.findings, ...checkRules(model)]));
    return { ok: true, design: snapped.design, model, findings, orderable: !hasErrors(findings), catalogueVersion };
  } catch (error) {
    return {
      ok: false,
      findings: [finding('field_invalid', 'error', [], { path: '', detail: String(error) })],
      orderable: false,
      catalogueVersion,
    };
  }
}

/** A finding when too many cubes start in one 400 mm space (see MAX_CUBES_PER_SPACE). */
function crowding(design: Design): Finding | undefined {
  const counts = new Map<number, number>();
  for (const el of design.elements) {
    if (el.kind !== 'cube') continue;
    // Coordinates are within ±100 m: ±250 spaces per axis, 9 bits each, one small integer.
    const key =
      ((Math.floor(el.position.x / 400) + 256) * 512 + Math.floor(el.position.y / 400) + 256) * 512 +
      Math.floor(el.position.z / 400) +
      256;
    const count = (counts.get(key) ?? 0) + 1;
    if (count > MAX_CUBES_PER_SPACE) return finding('too_crowded', 'error', [el.id], { max: MAX_CUBES_PER_SPACE });
    counts.set(key, count);
  }
  return undefined;
}
