// Mutation testing of the content step, the route table, the library (forms, prices, the tour and
// search rules), the islands' logic and the request receiver: `npm run test:mutation`.
// Stryker changes the code one small bug at a time (a flipped comparison, a removed rule, an
// emptied message) and runs the unit tests that cover it; a change no test notices survives
// and shows in reports/mutation/mutation.html. A report to read, not a gate of `npm test`.

import { availableParallelism } from 'node:os';

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  mutate: [
    'src/content/**/*.{ts,tsx}',
    'src/lib/**/*.{ts,tsx}',
    'src/routes.ts',
    'server/receiver/**/*.ts',
    '!**/*.d.ts',
    // Runs only as a worker thread of the MDX pool, where no test can load it or turn a mutant
    // on; what it calls (mdx.ts) is tested in the test process itself.
    '!src/content/mdx-worker.ts',
  ],
  testRunner: 'vitest',
  plugins: ['@stryker-mutator/*', './tests/mutation/zod-issue-code-ignorer.mjs'],
  ignorers: ['zod-issue-code'],
  vitest: { configFile: 'vitest.mutation.config.ts' },
  // Each mutant runs only the tests that reached its line.
  coverageAnalysis: 'perTest',
  // A static mutant changes code that runs once, as its module loads (a schema built at import,
  // a table of names): no single test reaches it, so Stryker would rerun every related test file
  // for each of them, and a full run would take hours on two cores. They are left out and counted
  // as "Ignored" in the report. To test them too, run with MUTATE_STATIC=1 (and leave a run going for hours).
  ignoreStatic: !process.env.MUTATE_STATIC,
  reporters: ['clear-text', 'progress', 'html', 'json'],
  htmlReporter: { fileName: 'reports/mutation/mutation.html' },
  jsonReporter: { fileName: 'reports/mutation/mutation.json' },
  clearTextReporter: { reportTests: false, logTests: false, allowColor: false },
  // Results of the last run, kept out of git (reports/): a rerun tests again only the mutants
  // whose code or covering tests changed. A committed file would conflict on every branch.
  incremental: true,
  incrementalFile: 'reports/stryker-incremental.json',
  // One test process per core: mutation testing is a run of its own, not one beside a build.
  concurrency: availableParallelism(),
  // A busy machine slows a run down; a mutant is a time-out only when it is far slower than the tests were.
  timeoutMS: 20000,
  // Build output and caches that the unit tests do not read; copying them into the sandbox is wasted time.
  ignorePatterns: ['/dist', '/.build', '/.tmp', '/test-results', '/playwright-report', '/data', '/bench'],
};
