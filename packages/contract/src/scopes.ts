// A user's scopes (seed §4) and the check of one, without zod: the pages that only ask "is this a
// company?" load this, not the contract's schemas (auth.ts re-exports both).
export const scopes = ['customer', 'company', 'partner', 'partner-admin', 'admin'] as const;
export type Scope = (typeof scopes)[number];

export function hasScope(u: { readonly scope: readonly string[] } | null | undefined, scope: Scope): boolean {
  return !!u && u.scope.includes(scope);
}
