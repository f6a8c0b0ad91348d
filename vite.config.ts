import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { compression } from 'vite-plugin-compression2';

/** react-router ships a production build its package exports do not name; built bundles take it (no dev checks, smaller). */
const reactRouterProduction = (file: string) => fileURLToPath(new URL(`./node_modules/react-router/dist/production/${file}`, import.meta.url));

/** The error tracker's build entry name (its file: dist/error-tracker.js, TRACKER_SCRIPT_PATH in the app). */
const TRACKER_ENTRY = 'error-tracker';

export default defineConfig(({ command }) => ({
  // Brotli and gzip beside every built file; the server sends them as they are (server/http/spa.ts).
  plugins: [react(), compression({ algorithms: ['brotliCompress', 'gzip'] })],
  // Only Sentry's SDK (the error tracker's entry) reads these: no debug logging, and no replay compression worker,
  // which would start from a blob: URL that the CSP (default-src 'self') refuses; replays go uncompressed instead.
  define: { __SENTRY_DEBUG__: 'false', __SENTRY_EXCLUDE_REPLAY_WORKER__: 'true' },
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
  build: {
    outDir: 'dist',
    sourcemap: false,
    chunkSizeWarningLimit: 2500,
    manifest: true,
    rolldownOptions: {
      // The error tracker is an entry of its own, outside the app's module graph (it imports nothing the
      // app imports): the signed-in app adds it as a script (src/areas/shared/errorReportingLoader.ts), so
      // the app's chunks and the sign-in pages' weight are as without it (issue 22 §5).
      input: { index: fileURLToPath(new URL('./index.html', import.meta.url)), [TRACKER_ENTRY]: fileURLToPath(new URL('./src/errorReporting/tracker.ts', import.meta.url)) },
      // At the root without a hash, so the app can name it; not under /assets/, so it is revalidated, not cached as immutable.
      output: { entryFileNames: (chunk) => (chunk.name === TRACKER_ENTRY ? 'error-tracker.js' : 'assets/[name]-[hash].js') },
    },
  },
  server: { proxy: { '/api': 'http://localhost:3000' } },
}));
