// A finding is what a rule or the validator says about a design: a machine code, how serious it is,
// the elements it concerns (so the configurator can show it at the element) and a message in sl/en/es.
import type { Localized } from '../i18n/lang.ts';
import { findingMessage, type FindingCode } from '../i18n/findings.ts';

/**
 * `error` blocks ordering (the design can still be saved and shared); `warning` and `info` do not.
 * `warning` asks the customer to look (something may not be what they want); `info` tells what was
 * already done for them (wall fixings added to the parts, a size snapped): never counted as an issue.
 */
export type Severity = 'error' | 'warning' | 'info';

export interface Finding {
  code: FindingCode;
  severity: Severity;
  elementIds: string[];
  /** Where in the document, for structural problems: e.g. "elements.3.size.width". */
  path?: string;
  message: Localized;
  params?: Record<string, string | number>;
}

export function finding(
  code: FindingCode,
  severity: Severity,
  elementIds: string[],
  params: Record<string, string | number> = {},
  path?: string,
): Finding {
  const result: Finding = { code, severity, elementIds, message: findingMessage(code, params) };
  if (Object.keys(params).length > 0) result.params = params;
  if (path !== undefined) result.path = path;
  return result;
}

export function hasErrors(findings: readonly Finding[]): boolean {
  return findings.some((f) => f.severity === 'error');
}

/** Sorts findings so the same design always lists them in the same order. */
export function sortFindings(findings: Finding[]): Finding[] {
  const rank: Record<Severity, number> = { error: 0, warning: 1, info: 2 };
  const keys = new Map(
    findings.map((f) => [f, `${rank[f.severity]}|${f.code}|${f.elementIds.join(',')}|${f.path ?? ''}`]),
  );
  return findings.sort((a, b) => (keys.get(a)! < keys.get(b)! ? -1 : keys.get(a)! > keys.get(b)! ? 1 : 0));
}
