import type { z } from 'zod';
import { invisibleCharacterProblem } from './invisible';

/** A value as an editor would name it: the text "5,500", the number 5, a list. */
export function describeValue(value: unknown): string {
  if (value === undefined) return 'missing';
  if (value === null) return 'empty';
  if (typeof value === 'string') return `the text "${value.length > 40 ? `${value.slice(0, 40)}…` : value}"`;
  if (typeof value === 'number') return `the number ${value}`;
  if (typeof value === 'boolean') return `${value}`;
  if (Array.isArray(value)) return 'a list';
  return 'a group of fields';
}

const expectedNames: Record<string, string> = {
  string: 'text',
  number: 'a number',
  int: 'a whole number',
  boolean: 'true or false',
  array: 'a list',
  object: 'a group of fields',
  date: 'a date',
};

function plural(count: number | bigint, noun: string): string {
  return `${count} ${noun}${Number(count) === 1 ? '' : 's'}`;
}

/**
 * Turns one zod issue into a sentence an editor understands. Zod calls this for every issue
 * whose schema has no message of its own; messages written in the schemas win.
 */
export function describeIssue(issue: z.core.$ZodRawIssue): string {
  const input = issue.input;
  switch (issue.code) {
    case 'invalid_type':
      if (input === undefined) return 'is required, but it is missing.';
      return `should be ${expectedNames[issue.expected] ?? issue.expected}, but it is ${describeValue(input)}.`;
    case 'too_small': {
      const { minimum, origin, inclusive } = issue;
      if (origin === 'string') return Number(minimum) <= 1 ? 'must not be empty.' : `must be at least ${plural(minimum, 'character')} long.`;
      if (origin === 'array') return `must list at least ${plural(minimum, 'item')}.`;
      return `must be ${inclusive ? 'at least' : 'more than'} ${minimum}, but it is ${String(input)}.`;
    }
    case 'too_big': {
      const { maximum, origin, inclusive } = issue;
      if (origin === 'string') return `must be at most ${plural(maximum, 'character')} long; it has ${String(input).length}.`;
      if (origin === 'array') return `must list at most ${plural(maximum, 'item')}.`;
      return `must be ${inclusive ? 'at most' : 'less than'} ${maximum}, but it is ${String(input)}.`;
    }
    case 'invalid_value': {
      // "days" with a no-break space after it looks like one of the values: say what differs.
      const invisible = typeof input === 'string' ? invisibleCharacterProblem(input) : null;
      return invisible ?? `should be one of ${issue.values.map((v) => JSON.stringify(v)).join(', ')}, but it is ${describeValue(input)}.`;
    }
    case 'invalid_format':
      return `is not a valid ${issue.format}: ${describeValue(input)}.`;
    case 'unrecognized_keys':
      return `has fields this kind of content does not have: ${issue.keys.join(', ')}.`;
    case 'not_multiple_of':
      return `should be a multiple of ${String(issue.divisor)}.`;
    default:
      return issue.message ?? 'is not valid.';
  }
}
