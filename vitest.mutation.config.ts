import { defineConfig, mergeConfig } from 'vitest/config';
import QuickestFirst from './tests/mutation/quickest-first-sequencer';
import unitConfig from './vitest.config';

// The unit tests as `npm run test:unit` runs them, arranged for Stryker (stryker.config.mjs): a
// file that fails to load counts as a failed test, and quick test files run first (see each file for why).
export default mergeConfig(
  unitConfig,
  defineConfig({
    test: {
      reporters: ['default', './tests/mutation/failed-imports-as-failed-tests.ts'],
      sequence: { sequencer: QuickestFirst },
      setupFiles: ['./tests/mutation/load-compiler.ts'],
    },
  }),
);
