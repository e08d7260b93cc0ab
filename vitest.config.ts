import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

const withPostgres = Boolean(process.env.TEST_DATABASE_URL);

export default defineConfig({
  test: {
    // One test file per core, not Vitest's cores - 1: server test files wait on PostgreSQL and on
    // the servers they start much of the time. On CI's 2 cores: 846 s instead of ~1,066 s.
    maxWorkers: availableParallelism(),
    projects: [
      {
        test: { name: 'domain', root: './domain', include: ['test/**/*.test.ts'], environment: 'node' },
      },
      {
        test: {
          name: 'server',
          root: './server',
          include: ['test/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['./test/support/global-setup.ts'],
          env: { TEST_DB: 'pglite' },
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      ...(withPostgres
        ? [
            {
              test: {
                name: 'server-postgres',
                root: './server',
                include: ['test/**/*.test.ts'],
                environment: 'node',
                globalSetup: ['./test/support/global-setup.ts'],
                env: { TEST_DB: 'postgres' },
                testTimeout: 30_000,
                hookTimeout: 60_000,
              },
            },
          ]
        : []),
      {
        plugins: [react()],
        test: {
          name: 'web',
          root: './web',
          include: ['src/**/*.test.{ts,tsx}', 'test/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
          setupFiles: ['./test/setup.ts'],
        },
      },
    ],
  },
});
