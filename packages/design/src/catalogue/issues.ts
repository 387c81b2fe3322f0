// An admin's catalogue edit checked for the editor: every problem with the path of the field it is
// about and a message key (the web app words it in the user's language), not an English sentence.
// The schema's issues come first; the cross-references (a colour a material offers exists, the
// defaults name materials that are there, ids are unique per table) only when the shape is right.
import type { z } from 'zod';
import { layerPresetProblems } from './layer-presets.ts';
import { catalogueSchema, type Catalogue } from './schema.ts';

export const catalogueIssueKeys = [
  'required',
  'invalid_type',
  'too_small',
  'too_big',
  'invalid_format',
  'not_multiple_of',
  'invalid_value',
  'invalid',
  'duplicate_id',
  'unknown_colour',
  'unknown_material',
  'unknown_edge_banding',
  'unknown_hardware',
  'unknown_bar_profile',
  'unknown_connector_system',
  'unknown_placeholder',
  'unknown_layer_preset',
] as const;
export type CatalogueIssueKey = (typeof catalogueIssueKeys)[number];

export type CatalogueIssue = {
  /** Where: `materials.2.priceCentsPerM2`, `colours.0.name.es`. */
  path: string;
  /** One of catalogueIssueKeys, or a custom refinement's own key (the shop's shipping table: `duplicate_zone`). */
  key: CatalogueIssueKey | (string & {});
  /** The bound broken (too_small, too_big) or the id not found (unknown_*, duplicate_id). */
  params?: Record<string, string | number>;
};

/** One zod issue as a catalogue issue; `prefix` places it in a larger document (`shippingTable.`). */
export function zodIssue(issue: z.core.$ZodIssue, prefix = ''): CatalogueIssue {
  const path = prefix + issue.path.map(String).join('.');
  switch (issue.code) {
    case 'invalid_type':
      // Missing, or an empty number field (NaN) in the editor: "enter a value". Needs `reportInput`.
      return { path, key: issue.input === undefined || Number.isNaN(issue.input) ? 'required' : 'invalid_type' };
    case 'too_small':
      // An empty name is "required" to the person typing it.
      if (issue.origin === 'string' && Number(issue.minimum) === 1) return { path, key: 'required' };
      return { path, key: 'too_small', params: { minimum: Number(issue.minimum) } };
    case 'too_big':
      return { path, key: 'too_big', params: { maximum: Number(issue.maximum) } };
    case 'invalid_format':
      return { path, key: 'invalid_format' };
    case 'not_multiple_of':
      return { path, key: 'not_multiple_of', params: { divisor: Number(issue.divisor) } };
    case 'invalid_value':
      return { path, key: 'invalid_value' };
    case 'custom': {
      // Refinements word their issue as `key` or `key:param:param` (the shipping table's `country_in_two_zones:SI:eu`).
      const [key, ...rest] = issue.message.split(':');
      return rest.length > 0
        ? { path, key: key!, params: Object.fromEntries(rest.map((v, i) => [`p${i}`, v])) }
        : { path, key: key! };
    }
    default:
      return { path, key: 'invalid' };
  }
}

/** The cross-references of a catalogue whose shape is right. */
function referenceIssues(c: Catalogue): CatalogueIssue[] {
  const issues: CatalogueIssue[] = [];
  const unique = (
    table: 'colours' | 'materials' | 'edgeBandings' | 'hardware' | 'barProfiles' | 'connectorSystems',
  ) => {
    const seen = new Set<string>();
    c[table].forEach((row, i) => {
      if (seen.has(row.id)) issues.push({ path: `${table}.${i}.id`, key: 'duplicate_id', params: { id: row.id } });
      seen.add(row.id);
    });
    return seen;
  };
  const colours = unique('colours');
  const materials = unique('materials');
  const bands = unique('edgeBandings');
  const hardware = unique('hardware');
  const profiles = unique('barProfiles');
  const systems = unique('connectorSystems');
  const need = (known: Set<string>, id: string, path: string, key: CatalogueIssueKey) => {
    if (!known.has(id)) issues.push({ path, key, params: { id } });
  };
  c.materials.forEach((m, i) => {
    need(bands, m.edgeBanding, `materials.${i}.edgeBanding`, 'unknown_edge_banding');
    m.colours.forEach((k, j) => need(colours, k, `materials.${i}.colours.${j}`, 'unknown_colour'));
  });
  c.connectorSystems.forEach((s, i) => {
    s.finishes.forEach((k, j) => need(colours, k, `connectorSystems.${i}.finishes.${j}`, 'unknown_colour'));
    s.set.forEach((h, j) => need(hardware, h.hardware, `connectorSystems.${i}.set.${j}.hardware`, 'unknown_hardware'));
  });
  c.barProfiles.forEach((p, i) =>
    p.finishes.forEach((k, j) => need(colours, k, `barProfiles.${i}.finishes.${j}`, 'unknown_colour')),
  );
  for (const key of ['material', 'backMaterial', 'doorMaterial', 'shelfMaterial'] as const)
    need(materials, c.defaults[key], `defaults.${key}`, 'unknown_material');
  for (const key of ['boxMaterial', 'bottomMaterial'] as const)
    need(materials, c.drawers[key], `drawers.${key}`, 'unknown_material');
  need(profiles, c.defaults.barProfile, 'defaults.barProfile', 'unknown_bar_profile');
  need(profiles, c.defaults.frameBarProfile, 'defaults.frameBarProfile', 'unknown_bar_profile');
  need(systems, c.defaults.connectorSystem, 'defaults.connectorSystem', 'unknown_connector_system');
  const hardwareRefs: [string, string][] = [
    ['shelves.pinHardware', c.shelves.pinHardware],
    ['doors.trackHardware', c.doors.trackHardware],
    ['doors.runnerSetHardware', c.doors.runnerSetHardware],
    ['doors.stopHardware', c.doors.stopHardware],
    ['doors.screwHardware', c.doors.screwHardware],
    ['rails.supportHardware', c.rails.supportHardware],
    ['rails.barEndHardware', c.rails.barEndHardware],
    ['rails.screwHardware', c.rails.screwHardware],
    ['wallFixing.hardware', c.wallFixing.hardware],
    ['backs.nailHardware', c.backs.nailHardware],
    ['joinery.carcassConnectorHardware', c.joinery.carcassConnectorHardware],
    ['drawers.screwHardware', c.drawers.screwHardware],
    ['drawers.boxScrewHardware', c.drawers.boxScrewHardware],
    ['drawers.frontScrewHardware', c.drawers.frontScrewHardware],
    ...c.drawers.runners.map((r, i): [string, string] => [`drawers.runners.${i}.hardware`, r.hardware]),
  ];
  for (const [path, id] of hardwareRefs) need(hardware, id, path, 'unknown_hardware');
  for (const { path, key, params } of layerPresetProblems(c.cnc)) issues.push({ path, key, params });
  return issues;
}

/** Every problem of a catalogue edit; an empty list when it may be saved (then `parseCatalogue` accepts it too). */
export function catalogueIssues(input: unknown): { issues: CatalogueIssue[]; catalogue: Catalogue | null } {
  const parsed = catalogueSchema.safeParse(input, { reportInput: true });
  if (!parsed.success) return { issues: parsed.error.issues.map((i) => zodIssue(i)), catalogue: null };
  const issues = referenceIssues(parsed.data);
  return { issues, catalogue: issues.length === 0 ? parsed.data : null };
}
