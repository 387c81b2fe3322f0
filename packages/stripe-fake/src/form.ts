// Stripe's request encoding: application/x-www-form-urlencoded with bracketed keys, as stripe-node
// writes it (`metadata[orderId]=…`, `automatic_payment_methods[enabled]=true`, `expand[0]=…`).
// Values stay strings, as Stripe receives them; each endpoint reads the types it expects.

export type FormValue = string | FormObject | FormValue[];
export interface FormObject {
  [key: string]: FormValue;
}

/** Parses a form body (or a query string) into nested objects; `a[0]`/`a[]` make arrays. */
export function parseForm(body: string): FormObject {
  const root: FormObject = {};
  for (const [rawKey, value] of new URLSearchParams(body)) {
    const path = keyPath(rawKey);
    if (!path) continue;
    let node: FormObject | FormValue[] = root;
    for (let i = 0; i < path.length; i++) {
      const key = path[i] ?? '';
      const last = i === path.length - 1;
      const nextIsIndex = !last && /^\d*$/.test(path[i + 1] ?? '');
      if (Array.isArray(node)) {
        const index = key === '' ? node.length : Number(key);
        if (last) node[index] = value;
        else node = (node[index] ??= nextIsIndex ? [] : {}) as FormObject | FormValue[];
      } else {
        if (isUnsafe(key)) break;
        if (last) node[key] = value;
        else {
          const existing: FormValue | undefined = node[key];
          node = (typeof existing === 'object' ? existing : (node[key] = nextIsIndex ? [] : {})) as
            FormObject | FormValue[];
        }
      }
    }
  }
  return root;
}

/** `metadata[orderId]` → ['metadata', 'orderId']; null for a malformed key. */
function keyPath(key: string): string[] | null {
  const m = /^([^[\]]+)((?:\[[^[\]]*\])*)$/.exec(key);
  if (!m) return null;
  const rest = [...(m[2] ?? '').matchAll(/\[([^[\]]*)\]/g)].map((x) => x[1] ?? '');
  return [m[1] ?? '', ...rest];
}

function isUnsafe(key: string): boolean {
  return key === '__proto__' || key === 'constructor' || key === 'prototype';
}
