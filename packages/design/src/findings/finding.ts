// A finding is what a rule or the validator says about a design: a machine code, how serious it is,
// the elements it concerns (so the configurator can show it at the element) and the params its
// message is worded with (`i18n/findings.ts` in all languages, `i18n/texts.ts` in one).
import type { Localized } from '../i18n/lang.ts';
import type { FindingCode } from '../i18n/texts.ts';
import { MAX_FINDINGS_PER_CODE } from '../schema/limits.ts';

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
  /** Set only where the rule worded the message itself (the drilling names the board's cube by its place); else see `messageOf`. */
  message?: Localized;
  params?: Record<string, string | number>;
}

export function finding(
  code: FindingCode,
  severity: Severity,
  elementIds: string[],
  params: Record<string, string | number> = {},
  path?: string,
): Finding {
  const result: Finding = { code, severity, elementIds };
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

/** Keeps the first MAX_FINDINGS_PER_CODE findings of each code and counts the rest in one. */
export function capFindings(findings: Finding[]): Finding[] {
  const seen = new Map<string, number>();
  const kept: Finding[] = [];
  for (const f of findings) {
    const n = (seen.get(f.code) ?? 0) + 1;
    seen.set(f.code, n);
    if (n <= MAX_FINDINGS_PER_CODE) kept.push(f);
  }
  for (const [code, n] of seen) {
    if (n > MAX_FINDINGS_PER_CODE) {
      const severity = findings.find((f) => f.code === code)!.severity;
      kept.push(finding('more_findings', severity, [], { code, count: n - MAX_FINDINGS_PER_CODE }));
    }
  }
  return kept;
}
