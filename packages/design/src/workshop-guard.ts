// The one gate of the workshop's outputs (issue 21, D-B): a design with errors — a furniture rule
// (rules/check.ts) or a drilling rule (rules/drilling.ts) — gets no workshop files at all, only its
// findings. `cncPackage` (every CNC file, the CNC ZIPs, the order's cut list) and the workshop's PDF
// (@kubik/documents/pdf) call `assertWorkshopReady` before they make anything; the command line
// answers exit 1 and writes nothing, the server the error `design_has_errors`.
import type { Hole } from './cnc/holes.ts';
import type { DesignModel } from './model.ts';
import { hasErrors, sortFindings, type Finding } from './findings/finding.ts';
import { checkRules } from './rules/check.ts';
import { drillingFindings } from './rules/drilling.ts';

/** Thrown instead of making workshop output for a design with errors; `findings` are its errors. */
export class WorkshopRefused extends Error {
  constructor(readonly findings: readonly Finding[]) {
    super(
      `the design has ${findings.length} error(s); no workshop files are made for it: ${findings
        .slice(0, 3)
        .map((f) => f.code)
        .join(', ')}`,
    );
    this.name = 'WorkshopRefused';
  }
}

/** The errors that keep a design from the workshop: the furniture rules' and, when those pass, the drilling's. */
/** `holes`: the boards' holes when the caller has drilled them already, so they are drilled once. */
export function workshopErrors(model: DesignModel, holes?: Map<string, Hole[]>): Finding[] {
  const rules = checkRules(model);
  if (hasErrors(rules)) return rules.filter((f) => f.severity === 'error');
  return sortFindings(drillingFindings(model, holes));
}

/** Throws `WorkshopRefused` when the design has errors; returns quietly when the workshop may build it. */
export function assertWorkshopReady(model: DesignModel, holes?: Map<string, Hole[]>): void {
  const errors = workshopErrors(model, holes);
  if (errors.length > 0) throw new WorkshopRefused(errors);
}
