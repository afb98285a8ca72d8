import type { RunnerTestCase, RunnerTestFile } from 'vitest';
import type { Reporter, Vitest } from 'vitest/node';

/**
 * A reporter for mutation runs only. A mutant that makes a module throw while it loads (an
 * empty locale given to Intl, say) fails every test file that imports the module before any test
 * is collected. Stryker's Vitest runner counts only collected tests, so it would report such a
 * mutant as survived, though the tests plainly catch it. This gives each file that failed to
 * load one failed test carrying the load error, which Stryker then counts as a kill.
 */
export default class FailedImportsAsFailedTests implements Reporter {
  private vitest: Vitest | undefined;

  onInit(vitest: Vitest): void {
    this.vitest = vitest;
  }

  onTestRunEnd(): void {
    for (const file of this.vitest?.state.getFiles() ?? []) {
      if (file.result?.state !== 'fail' || file.tasks.length > 0) continue;
      file.tasks.push(loadFailure(file));
    }
  }
}

function loadFailure(file: RunnerTestFile): RunnerTestCase {
  return {
    type: 'test',
    id: `${file.id}_load`,
    name: 'loads its modules',
    fullName: `${file.name} > loads its modules`,
    fullTestName: 'loads its modules',
    mode: 'run',
    file,
    suite: file,
    result: { state: 'fail', errors: file.result?.errors },
    meta: {},
    timeout: 0,
    annotations: [],
    artifacts: [],
    // Vitest makes a test's context as it runs it; this test never runs, and nothing reads it.
    context: undefined as unknown as RunnerTestCase['context'],
  };
}
