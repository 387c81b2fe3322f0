// Vite builds the SPA from apps/web into apps/web/dist. The manifest lets bench/web.bench.ts
// measure what the landing page loads; /api is proxied to a local server during development.
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { messageParts, messagesPart, withErrorTexts, type MessagePart } from './src/i18n/messageParts.ts';

const root = fileURLToPath(new URL('.', import.meta.url));

/**
 * `locales/<lang>.json?part=main|configurator|shop|account|projects|admin|inquiries|room`: one part of a locale file (src/i18n/messageParts.ts),
 * so the texts of the configurator, the shop and the account pages load with them, not with the landing page.
 * `main` also gets the API error texts the app words itself (`withErrorTexts`).
 */
function messagePartsPlugin(): Plugin {
  const pattern = /[\\/]i18n[\\/]locales[\\/](?:sl|en|es)\.json\?part=(\w+)$/;
  return {
    name: 'kubik-message-parts',
    enforce: 'pre',
    load(id) {
      const part = pattern.exec(id)?.[1];
      if (!part || !(messageParts as readonly string[]).includes(part)) return null;
      const file = id.slice(0, id.indexOf('?'));
      this.addWatchFile(file);
      let messages = messagesPart(
        JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>,
        part as MessagePart,
      );
      if (part === 'main') {
        // The API error codes the app words itself, from the catalogue the server answers with.
        const lang = /(sl|en|es)\.json$/.exec(file)![1]!;
        const errors = fileURLToPath(
          new URL(`../../packages/contract/src/locales/errors-${lang}.json`, import.meta.url),
        );
        this.addWatchFile(errors);
        messages = withErrorTexts(messages, JSON.parse(readFileSync(errors, 'utf8')) as Record<string, string>);
      }
      // JSON.parse of a string literal: faster for engines to load than the same object literal.
      return { code: `export default JSON.parse(${JSON.stringify(JSON.stringify(messages))});`, moduleType: 'js' };
    },
  };
}

/**
 * The production build runs on Preact's React-compatible layer instead of react-dom (decision 0020):
 * about 60 kB gzipped less on every first visit. `npm run dev` and the unit tests stay on React;
 * the browser tests run against this build, so they prove the app on the runtime customers get.
 */
const preactForReact = [
  { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
  { find: /^react$/, replacement: 'preact/compat' },
];

/**
 * model-viewer ("View in your room", loaded only when asked for) gets three.js from its unbundled
 * sources (`three/src`), a copy of its own in its lazy chunk, and so do the three.js examples it
 * loads (GLTFLoader, DRACOLoader, …). Sharing the configurator's three.js core would keep every
 * class model-viewer uses in the core chunk every configurator visit fetches (16 kB gzipped more).
 * Two copies never meet: model-viewer makes its own renderer and scene.
 */
function modelViewerOwnThree(): Plugin {
  const ownThree =
    /[\\/]node_modules[\\/](@google[\\/]model-viewer|three[\\/]examples[\\/]jsm[\\/](?!controls[\\/]OrbitControls))/;
  return {
    name: 'kubik-model-viewer-own-three',
    enforce: 'pre',
    async resolveId(source, importer) {
      if (source !== 'three' || !importer || !ownThree.test(importer)) return null;
      return this.resolve('three/src/Three.js', importer, { skipSelf: true });
    },
  };
}

export default defineConfig(({ command }) => ({
  root,
  base: '/',
  plugins: [react(), messagePartsPlugin(), ...(command === 'build' ? [modelViewerOwnThree()] : [])],
  resolve: { alias: command === 'build' ? preactForReact : [] },
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
            // three.js's core on its own, so the bench can say what it costs (it loads with the
            // configurator); its examples (model-viewer's loaders) stay with what imports them, lazily.
            { name: 'three', test: /[\\/]node_modules[\\/]three[\\/]build[\\/]/ },
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
}));
