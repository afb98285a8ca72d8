import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { problemsWith } from './content-helpers';

const file = 'content/site/patient-journey.json';
const journey = JSON.parse(readFileSync(file, 'utf8')) as { steps: Array<Record<string, unknown>> };
const withSteps = (edit: (steps: Array<Record<string, unknown>>) => void) => {
  const copy = structuredClone(journey);
  edit(copy.steps);
  return problemsWith({ [file]: JSON.stringify(copy, null, 2) });
};

describe('the journey schema keeps statuses and dates consistent', () => {
  it('refuses a second current step', async () => {
    const problems = await withSteps((steps) => {
      const next = steps.findIndex((step) => step.status === 'upcoming');
      steps[next].status = 'current';
      steps[next].date = '2026-12-01';
    });
    expect(problems).toEqual([expect.stringMatching(/ steps: should have exactly one current step, but has 2\.$/)]);
  });

  it('refuses an upcoming step with a date, and a complete step without one', async () => {
    const last = journey.steps.length - 1;
    const problems = await withSteps((steps) => {
      steps[last].date = '2026-12-01';
      delete steps[0].date;
    });
    expect(problems).toEqual([
      expect.stringMatching(/ steps\[0\]\.date: is needed: a complete step shows its date\.$/),
      expect.stringMatching(new RegExp(` steps\\[${last}\\]\\.date: should be left out: an upcoming step shows no date\\.$`)),
    ]);
  });

  it('refuses a complete step after an upcoming one', async () => {
    const problems = await withSteps((steps) => {
      steps[steps.length - 1].status = 'complete';
      steps[steps.length - 1].date = '2026-12-01';
    });
    expect(problems).toEqual([expect.stringMatching(/\]\.status: is "complete", but the step before it is "upcoming": steps go complete, then current, then upcoming\.$/)]);
  });
});
