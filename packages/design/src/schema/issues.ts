// Turns zod's issues into findings with messages in all three languages, naming the field's path
// and, where the path is inside an element, the element's id.
import type { z } from 'zod';
import { finding, type Finding } from '../findings/finding.ts';

export function issueToFinding(issue: z.core.$ZodIssue, doc: unknown): Finding {
  const path = issue.path.map(String).join('.') || '(document)';
  const ids = elementIdsAt(issue.path, doc);
  switch (issue.code) {
    case 'invalid_type':
      if (valueAt(issue.path, doc) === undefined) return finding('field_missing', 'error', ids, { path }, path);
      return finding('field_wrong_type', 'error', ids, { path, expected: issue.expected }, path);
    case 'too_small':
      return finding('value_too_small', 'error', ids, { path, min: Number(issue.minimum) }, path);
    case 'too_big':
      return finding('value_too_large', 'error', ids, { path, max: Number(issue.maximum) }, path);
    case 'invalid_value':
      return finding(
        'value_not_allowed',
        'error',
        ids,
        { path, options: issue.values.map((v) => JSON.stringify(v)).join(', ') },
        path,
      );
    case 'invalid_format':
      return finding(
        'value_bad_format',
        'error',
        ids,
        { path, detail: issue.format === 'regex' ? issue.message : issue.format },
        path,
      );
    case 'invalid_union':
      {
        // zod reports an unmatched discriminator with the allowed values in `options`.
        const options = (issue as { options?: unknown }).options;
        if (Array.isArray(options)) {
          return finding(
            'value_not_allowed',
            'error',
            ids,
            { path, options: options.map((v) => JSON.stringify(v)).join(', ') },
            path,
          );
        }
      }
      return finding('field_invalid', 'error', ids, { path, detail: issue.message }, path);
    default:
      return finding('field_invalid', 'error', ids, { path, detail: issue.message }, path);
  }
}

function valueAt(path: readonly PropertyKey[], doc: unknown): unknown {
  let value = doc;
  for (const key of path) {
    if (typeof value !== 'object' || value === null) return undefined;
    if (!Object.prototype.hasOwnProperty.call(value, key)) return undefined;
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return value;
}

function elementIdsAt(path: readonly PropertyKey[], doc: unknown): string[] {
  if (path[0] !== 'elements' || path.length < 2) return [];
  const id = valueAt(['elements', path[1]!, 'id'], doc);
  return typeof id === 'string' && id.length <= 64 ? [id] : [];
}
