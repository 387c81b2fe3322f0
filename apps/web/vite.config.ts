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
  },
  server: {
    // `npm run dev:server` listens on 3000; KUBIK_API_URL points elsewhere.
    proxy: { '/api': process.env.KUBIK_API_URL ?? 'http://127.0.0.1:3000' },
  },
});
