import { relative } from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The order of test files in a mutation run. Vitest runs the slowest files first, which suits a
 * full run on many threads; a mutant is run on one thread and stops at its first failing test, so
 * here the files that failed last time come first (the mutant before was probably caught by the
 * same file, as neighbouring mutants change the same code), then the quickest. A mutant that a
 * small unit test catches no longer waits for the tests that build the whole site's content.
 */
export default class QuickestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const last = (spec: TestSpecification) => this.ctx.cache.getFileTestResults(`${spec.project.name}:${relative(this.ctx.config.root, spec.moduleId)}`);
    const rank = (spec: TestSpecification) => {
      const result = last(spec);
      return { failed: result?.failed ? 0 : 1, duration: result?.duration ?? Number.MAX_SAFE_INTEGER };
    };
    return [...files].sort((a, b) => {
      const [ra, rb] = [rank(a), rank(b)];
      return ra.failed - rb.failed || ra.duration - rb.duration;
    });
  }
}
