import type { z } from 'zod';
import { withCrossCheckContext, type CrossCheckContext } from '../../src/content/context';
import { describeIssue } from '../../src/content/describe';
import { formatFieldPath } from '../../src/content/problems';

/** Validates as the content step does (its sentences, its field paths), optionally within a cross-check context. */
function validate(schema: z.ZodType, value: unknown, context?: CrossCheckContext) {
  const run = () => schema.safeParse(value, { error: (issue) => describeIssue(issue), reportInput: true });
  return context ? withCrossCheckContext(context, run) : run();
}

/** The problems with `value` as "field: sentence", in zod's order; [] when it is valid. */
export function issuesOf(schema: z.ZodType, value: unknown, context?: CrossCheckContext): string[] {
  const result = validate(schema, value, context);
  return result.success ? [] : result.error.issues.map((issue) => `${formatFieldPath(issue.path as Array<string | number>)}: ${issue.message}`);
}

/** The value a valid input gives (defaults filled in, text trimmed); throws with the problems when it is not valid. */
export function parsedOf(schema: z.ZodType, value: unknown, context?: CrossCheckContext): unknown {
  const result = validate(schema, value, context);
  if (!result.success) throw new Error(issuesOf(schema, value, context).join('\n'));
  return result.data;
}

/** The day the tests' contexts count as today, fixed so that no test depends on the clock. */
export const testToday = '2026-11-15';

/** A cross-check context with the given ids by collection, the given site paths, and `testToday` as today. */
export function contextOf(ids: Record<string, string[]>, paths: string[] = [], today = testToday): CrossCheckContext {
  return { ids: new Map(Object.entries(ids).map(([name, list]) => [name, new Set(list)])), paths: new Set(paths), today };
}
