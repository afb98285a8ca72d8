import { z } from 'zod';
import { calendarDate } from '../dates';
import { formatDate } from '../../lib/format';
import { template, text, uniqueBy } from '../fields';
import { title } from '../lengths';
import { withArticle } from '../../lib/indefinite-article';

const journeyStepSchema = z.strictObject({
  /** The step's name, like "Surgery". */
  title,
  /** What happens and who does it, in a sentence or two. */
  description: text,
  /** complete: done; current: happening now (one step); upcoming: still to come. */
  status: z.enum(['complete', 'current', 'upcoming']),
  /** When a complete step was done or the current one began, YYYY-MM-DD, not before the step above it; upcoming steps have none. */
  date: calendarDate.optional(),
});

/** content/site/patient-journey.json: the steps from first message to follow-up at home, shown as one example patient's progress. */
export const patientJourneySchema = z
  .strictObject({
    /** The paragraph under the page heading. */
    intro: text,
    /** Says whose journey the statuses and dates belong to, so no one reads them as their own; shown under the steps' heading. */
    exampleNote: text,
    /** The heading above the steps. */
    stepsHeading: title,
    /** Each step's number. */
    stepNumber: template({ number: "the step's number" }),
    /** What each status is called on its step. */
    statusLabels: z.strictObject({
      /** A step done. */
      complete: text,
      /** The step happening now. */
      current: text,
      /** A step still to come. */
      upcoming: text,
    }),
    /** The steps in order: complete ones, then the one current step, then upcoming ones. */
    steps: uniqueBy(journeyStepSchema, 'title').min(3),
  })
  .superRefine((journey, ctx) => {
    const rank = { complete: 0, current: 1, upcoming: 2 };
    // A date that is not a real day has its own problem already; comparing its text would misorder it.
    const isDay = (date: string | undefined): date is string => date !== undefined && calendarDate.safeParse(date).success;
    journey.steps.forEach((step, index) => {
      if (step.status === 'upcoming' && step.date !== undefined)
        ctx.addIssue({ code: 'custom', path: ['steps', index, 'date'], message: 'should be left out: an upcoming step shows no date.' });
      if (step.status !== 'upcoming' && step.date === undefined)
        ctx.addIssue({ code: 'custom', path: ['steps', index, 'date'], message: `is needed: ${withArticle(step.status)} step shows its date.` });
      const previous = journey.steps[index - 1];
      if (isDay(previous?.date) && isDay(step.date) && step.date < previous.date)
        ctx.addIssue({ code: 'custom', path: ['steps', index, 'date'], message: `is ${formatDate(step.date)}, before the step above it (${formatDate(previous.date)}): steps are in order, so their dates must be too.` });
      if (previous && rank[previous.status] > rank[step.status])
        ctx.addIssue({ code: 'custom', path: ['steps', index, 'status'], message: `is "${step.status}", but the step before it is "${previous.status}": steps go complete, then current, then upcoming.` });
    });
    const current = journey.steps.filter((step) => step.status === 'current').length;
    if (current !== 1) ctx.addIssue({ code: 'custom', path: ['steps'], message: `should have exactly one current step, but has ${current}.` });
  });

export type JourneyStep = z.infer<typeof journeyStepSchema>;
export type PatientJourney = z.infer<typeof patientJourneySchema>;
