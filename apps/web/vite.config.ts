// Vite builds the SPA from apps/web into apps/web/dist. The manifest lets bench/web.bench.ts
// measure what the landing page loads; /api is proxied to a local server during development.
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('.', import.meta.url));

export default defineConfig({
  root,
  base: '/',
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    manifest: true,
    sourcemap: false,
    target: 'es2022',
    rolldownOptions: {
      // The workspace packages are plain modules without side effects: a module none of whose
      // exports is used is left out (the design schema and zod stay out of the configurator's
      // first chunk; see features/configurator/README.md, "Bundle").
      treeshake: { moduleSideEffects: (id: string) => !/[\\/]packages[\\/](design|contract)[\\/]src[\\/]/.test(id) },
      // The design document's schema, and zod, in chunks of their own: shared chunks would otherwise
      // carry them along with code the configurator needs at once (it loads them when it opens a
      // stored design or an element's drawer), and the sign-in pages would load the design schema.
      output: {
        codeSplitting: {
          includeDependenciesRecursively: false,
          groups: [
            // three.js on its own, so the bench can say what it costs (it loads with the configurator).
            { name: 'three', test: /[\\/]node_modules[\\/]three[\\/]/ },
            { name: 'zod', test: /[\\/]node_modules[\\/]zod[\\/]/ },
            { name: 'design-schema', test: /[\\/]packages[\\/]design[\\/]src[\\/]schema[\\/](?!limits)/ },
          ],
        },
      },
    },
  },
  server: {
    // `npm run dev:server` listens on 3000; KUBIK_API_URL points elsewhere.
    proxy: { '/api': process.env.KUBIK_API_URL ?? 'http://127.0.0.1:3000' },
  },
});
