import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { availableParallelism } from 'node:os';

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
          // Each file works on its own copy of the template database (helpers.ts fileDatabaseUrl).
          fileParallelism: true,
          testTimeout: 20000,
          hookTimeout: 60000,
        },
      },
      {
        plugins: [react()],
        test: {
          name: 'web',
          include: ['test/web/**/*.test.tsx'],
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
