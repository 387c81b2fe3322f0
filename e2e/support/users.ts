// The users every browser-test server starts with. Petra is the partner-admin of the partner every
// server starts with (`e2ePartner`, e2e/server.ts); no customer is assigned to it at the start.
export const e2eUsers = {
  admin: { email: 'admin@kubik.test', name: 'Admin Kubik', password: 'Kubik-test-2026', scopes: ['customer', 'admin'] },
  ana: { email: 'ana@kubik.test', name: 'Ana Novak', password: 'Kubik-test-2026', scopes: ['customer'] },
  petra: {
    email: 'petra@kubik.test',
    name: 'Petra Kos',
    password: 'Kubik-test-2026',
    scopes: ['partner', 'partner-admin'],
  },
} as const;

/** The partner every browser-test server starts with, Petra its partner-admin. */
export const e2ePartner = {
  name: 'Mizarstvo Kos',
  contactEmail: 'info@mizarstvo-kos.test',
  region: 'Gorenjska',
  discountBp: 1000,
} as const;
