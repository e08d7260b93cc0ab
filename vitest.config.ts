import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

const withPostgres = Boolean(process.env.TEST_DATABASE_URL);

/**
 * A server test file builds its own app, database, clock and mailer (test/support/context.ts) and keeps no
 * state in modules, so the files a worker runs share one import of the server's modules instead of each
 * importing them again (`isolate: false`): importing was 541 of the suite's seconds, about a second and a
 * half per file. The few files that test something of the whole process (which async hooks are on) still
 * get a process of their own, in the project 'server-own-process'.
 */
const OWN_PROCESS = ['test/platform/scoped-context.test.ts'];

const serverProject = (name: string, db: 'pglite' | 'postgres') => ({
  test: {
    name,
    root: './server',
    include: ['test/**/*.test.ts'],
    exclude: OWN_PROCESS,
    environment: 'node',
    globalSetup: ['./test/support/global-setup.ts'],
    // Every answer of the apps the tests build is held to the API document (decision 035).
    setupFiles: ['./test/support/hold-to-document.setup.ts'],
    env: { TEST_DB: db },
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

export default defineConfig({
  test: {
    // One test file per core, not Vitest's cores - 1: server test files wait on PostgreSQL and on
    // the servers they start much of the time. On CI's 2 cores: 846 s instead of ~1,066 s.
    maxWorkers: availableParallelism(),
    projects: [
      {
        test: { name: 'domain', root: './domain', include: ['test/**/*.test.ts'], environment: 'node' },
      },
      serverProject('server', 'pglite'),
      ...(withPostgres ? [serverProject('server-postgres', 'postgres')] : []),
      {
        test: { name: 'server-own-process', root: './server', include: OWN_PROCESS, environment: 'node', env: { TEST_DB: 'pglite' }, testTimeout: 30_000 },
      },
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
