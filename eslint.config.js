// One lint setup for the whole monorepo. The import restrictions keep the layers honest:
// the design core stays pure, and web features do not reach into each other.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'data/**', 'test-results/**', 'playwright-report/**', 'bench/out/**'] },
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
    ignores: ['packages/design/src/cli/**'],
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [
          { group: ['node:*', 'fs', 'path', 'react', 'react-dom', 'three', '@react-three/*', '@kubik/server*', '@kubik/web*'], message: 'The design core is pure: no Node I/O, no DOM, no React, no three.js.' },
        ],
      }],
    },
  },
  {
    // The shop's domain is pure like the design core; from @kubik/design it takes types only.
    files: ['packages/shop/src/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [
          { group: ['node:*', 'fs', 'path', 'react', 'react-dom', 'three', '@react-three/*', 'stripe', '@kubik/server*', '@kubik/web*', '@kubik/documents*', '@kubik/stripe-fake*'], message: 'The shop core is pure: no Node I/O, no DOM, no React, no providers\' SDKs.' },
        ],
      }],
    },
  },
  {
    // Tests may build real quotes to freeze.
    files: ['packages/shop/src/**/*.ts'],
    ignores: ['packages/shop/src/**/*.test.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': ['error', {
        patterns: [{ group: ['@kubik/design/*'], allowTypeImports: true, message: 'Only types from @kubik/design: the shop prices what the server quoted.' }],
      }],
    },
  },
  {
    files: ['packages/contract/src/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [{ group: ['node:*', 'react', '@kubik/server*', '@kubik/web*'], message: 'The contract is shared by browser and server: schemas only.' }],
      }],
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
);
