// The drilling checker (cnc/drill-check.ts) as design findings (carpenter's review, defect d): a
// design whose boards cannot be drilled and built by the workshop's rules gets an error finding per
// part number and rule — so `quote` calls it not orderable and the shop refuses it — naming the board's
// part number, the rule in words and the cube it belongs to by its place ("bottom row, second
// from the left", i18n/positions.ts).
//
// It is not part of `checkRules`: it drills every board (about 0.1 s for the 2,000-cube example),
// too slow for every edit in the configurator and for `validateDesign`'s budget. `quote` (what the
// server prices and the shop orders with) and `kubik validate` run it.
import { checkDrilling } from '../cnc/drill-check.ts';
import type { Hole } from '../cnc/holes.ts';
import type { DesignModel } from '../model.ts';
import { finding, type Finding } from '../findings/finding.ts';
import { findingMessage } from '../i18n/findings.ts';
import { ElementNames, findingWords } from '../i18n/positions.ts';

/** `holes`: the boards' holes when the caller has drilled them already (the CNC package), to drill once. */
export function drillingFindings(model: DesignModel, holes?: Map<string, Hole[]>): Finding[] {
  const found = checkDrilling(model, undefined, holes);
  if (found.length === 0) return [];
  const words = findingWords(new ElementNames([...model.elementList()]), model.catalogue);
  const cubesOf = new Map(model.panels().map((p) => [p.id, p.cubes]));
  const seen = new Set<string>();
  const findings: Finding[] = [];
  for (const f of found) {
    const key = `${f.partNumber}|${f.code}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const cube = cubesOf.get(f.panel)?.[0];
    const params = { id: cube ?? f.panel, part: f.partNumber, rule: f.code };
    const out = finding('drilling_rule_broken', 'error', cube === undefined ? [] : [cube], params);
    out.message = findingMessage('drilling_rule_broken', params, words);
    findings.push(out);
  }
  return findings;
}
