import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/unit/**/*.test.{ts,tsx}'],
    environment: 'node',
    // One test file per core: Vitest's default leaves a core to its own process, which on CI's two
    // cores runs the files one by one; most of a file's time is its own work or waiting (servers,
    // databases, timers), so both cores take files.
    maxWorkers: '100%',
    // MDX bodies compile on the test's own thread, where coverage and mutation testing see the
    // compiler run; the worker pool has tests of its own (mdx-pool*.test.ts) and the build uses it.
    env: { CONTENT_MDX_THREADS: '0' },
    // A test that changes the environment (vi.stubEnv) must not change it for the files after it.
    unstubEnvs: true,
    // Tests that build the whole content (about 1 s alone) share two cores with other test files:
    // the limit catches a test that hangs, not one that waited for a busy machine.
    testTimeout: 30_000,
    // A hook that makes a database (tests/unit/helpers/database.ts) runs PostgreSQL's initdb once
    // per machine in PGlite, which takes many seconds on a busy machine; later ones start from its dump.
    hookTimeout: 90_000,
  },
});
