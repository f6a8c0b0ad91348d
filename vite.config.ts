import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  // The manifest lists each chunk's imports: scripts/bundleWeight.ts reads it to weigh every route.
  build: { outDir: 'dist', sourcemap: false, chunkSizeWarningLimit: 2500, manifest: true },
  server: { proxy: { '/api': 'http://localhost:3000' } },
});
