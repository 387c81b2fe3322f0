// The users every browser-test server starts with.
export const e2eUsers = {
  admin: { email: 'admin@kubik.test', name: 'Admin Kubik', password: 'Kubik-test-2026', scopes: ['customer', 'admin'] },
  ana: { email: 'ana@kubik.test', name: 'Ana Novak', password: 'Kubik-test-2026', scopes: ['customer'] },
} as const;
