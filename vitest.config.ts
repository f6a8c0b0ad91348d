import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';

/**
 * The component tests that replace a module with vi.mock: they need a fresh module graph each
 * (project web-mocks). The others share one per worker (project web, isolate off): importing
 * react-admin and MUI once instead of once per file halves the web run.
 */
const MOCKING_WEB_TESTS = (readdirSync('test/web', { recursive: true }) as string[])
  .filter((file) => file.endsWith('.test.tsx') && readFileSync(path.join('test/web', file), 'utf8').includes('vi.mock('))
  .map((file) => `test/web/${file.split(path.sep).join('/')}`);

export default defineConfig({
  test: {
    // Vitest's default (cores − 1) is one worker on CI's two cores: the API files (each on its own
    // database) and the jsdom files wait on PostgreSQL and the event loop enough for two to pay.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        test: { name: 'unit', include: ['test/unit/**/*.test.ts'], environment: 'node' },
      },
      {
        test: {
          name: 'api',
          include: ['test/server/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['test/server/globalSetup.ts'],
          // Every answer of a route that declares its response schemas is checked against them (server/http/responseCheck.ts).
          env: { PATEVA_CHECK_RESPONSES: '1' },
          // Each file works on its own copy of the template database (helpers.ts fileDatabaseUrl), so files
          // run side by side, and a worker keeps the server's modules from file to file (isolate off:
          // importing the whole server once per file was most of the run). No API test uses vi.mock.
          fileParallelism: true,
          isolate: false,
          testTimeout: 20000,
          hookTimeout: 60000,
        },
      },
      {
        plugins: [react()],
        test: {
          name: 'web',
          include: ['test/web/**/*.test.tsx'],
          exclude: MOCKING_WEB_TESTS,
          isolate: false,
          environment: 'jsdom',
          setupFiles: ['test/web/setup.ts'],
          testTimeout: 20000,
        },
      },
      {
        plugins: [react()],
        test: {
          name: 'web-mocks',
          include: MOCKING_WEB_TESTS,
          environment: 'jsdom',
          setupFiles: ['test/web/setup.ts'],
          testTimeout: 20000,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['test/e2e/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['test/e2e/globalSetup.ts'],
          fileParallelism: false,
          testTimeout: 90000,
          hookTimeout: 180000,
        },
      },
    ],
  },
});
