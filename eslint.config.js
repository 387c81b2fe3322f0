// One lint setup for the whole monorepo. The import restrictions keep the layers honest:
// the design core stays pure, and web features do not reach into each other.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

// The server's modules (apps/server/src/modules/<name>/): each owns its tables (schema.ts), its
// repositories (SQL) and its services; routes get services. A module may use only the modules
// listed here, and only through their public face: service.ts or *-service.ts (and auth's guards.ts
// for routes, any errors.ts). The map has no cycles; a module whose routes need a signed-in user
// uses auth. Partners and admin's next pages add a line each, e.g. `partners: ['users']`.
const serverModules = {
  system: [],
  users: [],
  mail: [],
  catalogue: ['auth'],
  'catalogue-editor': ['auth', 'users', 'catalogue', 'cart'],
  projects: ['auth'],
  auth: ['users'],
  accounts: ['users', 'auth', 'mail', 'projects', 'cart', 'orders'],
  workshop: ['auth', 'catalogue', 'projects'],
  cart: ['auth', 'users', 'catalogue', 'projects'],
  orders: ['auth', 'users', 'mail', 'catalogue', 'cart'],
  'order-documents': ['auth', 'catalogue', 'workshop'],
  payments: ['auth', 'orders', 'mail', 'order-documents'],
  admin: ['auth', 'mail', 'users', 'projects', 'orders', 'payments', 'cart'],
  partners: ['auth', 'users', 'mail', 'accounts', 'admin', 'projects', 'orders'],
  inquiries: ['auth', 'users', 'mail', 'catalogue', 'projects', 'partners', 'orders'],
  'mailed-designs': ['auth', 'mail', 'catalogue'],
  models3d: ['auth', 'catalogue', 'projects', 'workshop'],
};
// Foreign keys between modules' tables (integrity, not coupling): every schema may name users';
// a cart item names the project it was taken from, a payment the order it pays.
const schemaForeignKeys = { cart: ['projects'], payments: ['orders'] };
const publicFace = '(service|[a-z-]+-service|guards|errors)\\.ts$';
const routeFiles = (name) => [
  `apps/server/src/modules/${name}/routes.ts`,
  `apps/server/src/modules/${name}/*-routes.ts`,
];
const moduleFences = Object.entries(serverModules).flatMap(([name, uses]) => {
  const fence = [
    {
      regex: uses.length > 0 ? `^\\.\\./(?!(${uses.join('|')})/${publicFace})[^./]` : '^\\.\\./[^./]',
      message: `modules/${name} may use ${uses.length > 0 ? uses.join(', ') : 'no other module'}, and only through their service (see serverModules in eslint.config.js).`,
    },
    {
      regex: '^(\\.\\./){2,}(app|services|server|main)\\.ts$',
      message: 'A module does not import the composition root.',
    },
  ];
  const routes = {
    regex: 'repository\\.ts$|schema\\.ts$',
    message: 'Routes get services, never repositories or tables.',
  };
  return [
    {
      files: [`apps/server/src/modules/${name}/**/*.ts`],
      ignores: ['**/*.test.ts'],
      rules: { 'no-restricted-imports': ['error', { patterns: fence }] },
    },
    { files: routeFiles(name), rules: { 'no-restricted-imports': ['error', { patterns: [...fence, routes] }] } },
  ];
});

export default tseslint.config(
  {
    ignores: ['**/node_modules/**', '**/dist/**', 'data/**', 'test-results/**', 'playwright-report/**', 'bench/out/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['packages/design/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                'node:*',
                'fs',
                'path',
                'react',
                'react-dom',
                'three',
                '@react-three/*',
                '@kubik/server*',
                '@kubik/web*',
              ],
              message: 'The design core is pure: no Node I/O, no DOM, no React, no three.js.',
            },
          ],
        },
      ],
    },
  },
  {
    // The shop's domain is pure like the design core; from @kubik/design it takes types only.
    files: ['packages/shop/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                'node:*',
                'fs',
                'path',
                'react',
                'react-dom',
                'three',
                '@react-three/*',
                'stripe',
                '@kubik/server*',
                '@kubik/web*',
                '@kubik/documents*',
                '@kubik/stripe-fake*',
              ],
              message: "The shop core is pure: no Node I/O, no DOM, no React, no providers' SDKs.",
            },
          ],
        },
      ],
    },
  },
  {
    // Tests may build real quotes to freeze.
    files: ['packages/shop/src/**/*.ts'],
    ignores: ['packages/shop/src/**/*.test.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@kubik/design/*'],
              allowTypeImports: true,
              message: 'Only types from @kubik/design: the shop prices what the server quoted.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['packages/contract/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['node:*', 'react', '@kubik/server*', '@kubik/web*'],
              message: 'The contract is shared by browser and server: schemas only.',
            },
          ],
        },
      ],
    },
  },
  ...moduleFences,
  ...['*', ...Object.keys(schemaForeignKeys)].map((name) => {
    // A module's schema may name another module's table in a foreign key: integrity, not coupling.
    const allowed = ['users', ...(schemaForeignKeys[name] ?? [])];
    return {
      files: [`apps/server/src/modules/${name}/schema.ts`],
      rules: {
        'no-restricted-imports': [
          'error',
          {
            patterns: [
              {
                regex: `^\\.\\./(?!(${allowed.join('|')})/schema\\.ts$)[^./]`,
                message: `Foreign keys may point at ${allowed.join(', ')} only (schemaForeignKeys in eslint.config.js).`,
              },
            ],
          },
        ],
      },
    };
  }),
  {
    // Tests set up their data through testing/factory.ts (the HTTP API and the modules' services), not
    // through another module's repositories or tables; raw rows an assertion needs come from testing/rows.ts.
    files: ['apps/server/src/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^\\.\\.?/(\\.\\./)*(modules/)?(?!jobs/|db/)[a-z0-9-]+/([a-z-]+-)?(repository|schema)\\.ts$',
              message:
                'A test reaches another module through the factory (testing/factory.ts) or testing/rows.ts, never its repository or tables.',
            },
          ],
        },
      ],
    },
  },
  {
    // The ground floor of the server: errors, clock. It imports nothing of the server.
    files: ['apps/server/src/core/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '^\\.\\./', message: 'core/ imports nothing of the server.' }] },
      ],
    },
  },
  {
    // Infrastructure (HTTP plumbing, database, jobs, rate limits, worker threads) knows no module.
    files: ['apps/server/src/{http,db,jobs,rate-limit,workers}/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^\\.\\./(modules/|app\\.ts|services\\.ts|server\\.ts)',
              message:
                'Infrastructure (http, db, jobs, rate-limit, workers) never depends on a module or on the composition root.',
            },
          ],
        },
      ],
    },
  },
  {
    // The composition root builds modules through their module.ts factories and hands each the
    // services (ports) of the others: it never reaches a module's repository or tables (issue 25).
    files: ['apps/server/src/{services,payment-wiring,app}.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^\\./modules/.+(repository|schema)\\.ts$',
              message:
                "The composition root takes a module's factory (module.ts) and services, never its repositories or tables.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
    },
  },
  {
    // A web function (a component, a hook) that does not fit on a screen or two is doing several
    // things: split it (issue 25). Tests' describe blocks may be long.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'max-lines-per-function': ['error', { max: 120, skipBlankLines: true, skipComments: true }],
    },
  },
);
