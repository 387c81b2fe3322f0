// Looks at untrusted JSON before the schema does: refuses prototype-poisoning keys, deep nesting
// and huge documents with a finding, without recursion (so a 100,000-deep array cannot overflow
// the stack) and without ever throwing.
import { finding, type Finding } from '../findings/finding.ts';
import { FORBIDDEN_KEYS, MAX_DEPTH, MAX_NODES } from './limits.ts';

/** A value still to look at, with where it sits (its path is spelled out only for a finding). */
interface Pending {
  value: unknown;
  depth: number;
  parent: Pending | undefined;
  key: string | number;
}

/** `skip`: values already checked another way (cubes taken by the fast path); not walked again. */
export function guardInput(input: unknown, skip?: ReadonlySet<unknown>): Finding[] {
  const stack: Pending[] = [{ value: input, depth: 0, parent: undefined, key: '' }];
  let nodes = 0;
  while (stack.length > 0) {
    const entry = stack.pop()!;
    const { value, depth } = entry;
    nodes += 1;
    if (nodes > MAX_NODES) return [finding('too_many_nodes', 'error', [], { max: MAX_NODES })];
    if (value === null || typeof value !== 'object' || skip?.has(value)) continue;
    if (depth >= MAX_DEPTH) return [finding('too_deep', 'error', [], { max: MAX_DEPTH }, pathOf(entry))];
    if (Array.isArray(value)) {
      for (let i = 0; i < value.length; i++) stack.push({ value: value[i], depth: depth + 1, parent: entry, key: i });
      continue;
    }
    for (const key of Object.keys(value)) {
      if (FORBIDDEN_KEYS.has(key)) {
        const path = join(pathOf(entry), key);
        return [finding('forbidden_key', 'error', [], { key, path }, path)];
      }
      stack.push({ value: (value as Record<string, unknown>)[key], depth: depth + 1, parent: entry, key });
    }
  }
  return [];
}

function pathOf(entry: Pending): string {
  const keys: string[] = [];
  for (let e: Pending | undefined = entry; e?.parent; e = e.parent) keys.push(String(e.key));
  let path = '';
  for (let k = keys.length - 1; k >= 0; k--) path = join(path, keys[k]!);
  return path;
}

function join(path: string, key: string): string {
  return path === '' ? key : `${path}.${key}`;
}
