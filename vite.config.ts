import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { compression } from 'vite-plugin-compression2';

export default defineConfig({
  // Brotli and gzip beside every built file; the server sends them as they are (server/http/spa.ts).
  plugins: [react(), compression({ algorithms: ['brotliCompress', 'gzip'] })],
  // The manifest lists each chunk's imports: scripts/bundleWeight.ts reads it to weigh every route.
  build: { outDir: 'dist', sourcemap: false, chunkSizeWarningLimit: 2500, manifest: true },
  server: { proxy: { '/api': 'http://localhost:3000' } },
});
