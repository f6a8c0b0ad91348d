import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { compression } from 'vite-plugin-compression2';

/** react-router ships a production build its package exports do not name; built bundles take it (no dev checks, smaller). */
const reactRouterProduction = (file: string) => fileURLToPath(new URL(`./node_modules/react-router/dist/production/${file}`, import.meta.url));

export default defineConfig(({ command }) => ({
  // Brotli and gzip beside every built file; the server sends them as they are (server/http/spa.ts).
  plugins: [react(), compression({ algorithms: ['brotliCompress', 'gzip'] })],
  resolve:
    command === 'build'
      ? {
          alias: [
            { find: /^react-router$/, replacement: reactRouterProduction('index.mjs') },
            { find: /^react-router\/dom$/, replacement: reactRouterProduction('dom-export.mjs') },
          ],
        }
      : {},
  // The manifest lists each chunk's imports: scripts/bundleWeight.ts reads it to weigh every route.
  build: { outDir: 'dist', sourcemap: false, chunkSizeWarningLimit: 2500, manifest: true },
  server: { proxy: { '/api': 'http://localhost:3000' } },
}));
