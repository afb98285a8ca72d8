import { defineConfig, mergeConfig } from 'vitest/config';
import unitConfig from './vitest.config';

// The unit tests as `npm run test:unit` runs them, for Stryker (stryker.config.mjs): a file that
// fails to load counts as a failed test (see the reporter for why).
export default mergeConfig(
  unitConfig,
  defineConfig({
    test: { reporters: ['default', './tests/mutation/failed-imports-as-failed-tests.ts'] },
  }),
);
