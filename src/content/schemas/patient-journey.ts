import { z } from 'zod';
import { isoDate, text } from '../fields';

const journeyStepSchema = z.strictObject({
  /** The step's name, like "Surgery". */
  title: text,
  /** What happens and who does it, in a sentence or two. */
  description: text,
  /** complete: done; current: happening now (one step); upcoming: still to come. */
  status: z.enum(['complete', 'current', 'upcoming']),
  /** When a complete step was done or the current one began, YYYY-MM-DD; upcoming steps have none. */
  date: isoDate.optional(),
});

/** content/site/patient-journey.json: the steps from first message to follow-up at home, shown as one example patient's progress. */
export const patientJourneySchema = z
  .strictObject({
    /** The paragraph under the page heading. */
    intro: text,
    /** Says whose journey the statuses and dates belong to, so no one reads them as their own. */
    exampleNote: text,
    /** The steps in order: complete ones, then the one current step, then upcoming ones. */
    steps: z.array(journeyStepSchema).min(3),
  })
  .superRefine((journey, ctx) => {
    const rank = { complete: 0, current: 1, upcoming: 2 };
    journey.steps.forEach((step, index) => {
      if (step.status === 'upcoming' && step.date !== undefined)
        ctx.addIssue({ code: 'custom', path: ['steps', index, 'date'], message: 'should be left out: an upcoming step shows no date.' });
      if (step.status !== 'upcoming' && step.date === undefined)
        ctx.addIssue({ code: 'custom', path: ['steps', index, 'date'], message: `is needed: a ${step.status} step shows its date.` });
      const previous = journey.steps[index - 1];
      if (previous && rank[previous.status] > rank[step.status])
        ctx.addIssue({ code: 'custom', path: ['steps', index, 'status'], message: `is "${step.status}", but the step before it is "${previous.status}": steps go complete, then current, then upcoming.` });
    });
    const current = journey.steps.filter((step) => step.status === 'current').length;
    if (current !== 1) ctx.addIssue({ code: 'custom', path: ['steps'], message: `should have exactly one current step, but has ${current}.` });
  });

export type JourneyStep = z.infer<typeof journeyStepSchema>;
export type PatientJourney = z.infer<typeof patientJourneySchema>;
