import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { describeValue } from '../../src/content/describe';
import { issuesOf } from './schema-issues';

describe('a value is named as an editor would name it', () => {
  it('names each kind of value', () => {
    expect(describeValue(undefined)).toBe('missing');
    expect(describeValue(null)).toBe('empty');
    expect(describeValue('5,500')).toBe('the text "5,500"');
    expect(describeValue(5)).toBe('the number 5');
    expect(describeValue(false)).toBe('false');
    expect(describeValue(true)).toBe('true');
    expect(describeValue(['a'])).toBe('a list');
    expect(describeValue({ a: 1 })).toBe('a group of fields');
  });

  it('shortens text longer than 40 characters', () => {
    const forty = 'a'.repeat(40);
    expect(describeValue(forty)).toBe(`the text "${forty}"`);
    expect(describeValue(`${forty}b`)).toBe(`the text "${forty}…"`);
  });
});

describe('every zod issue becomes a sentence', () => {
  it('says a missing field is required and a value of the wrong type what it should be', () => {
    expect(issuesOf(z.object({ name: z.string() }), {})).toEqual(['name: is required, but it is missing.']);
    expect(issuesOf(z.string(), 5)).toEqual(['(file): should be text, but it is the number 5.']);
    expect(issuesOf(z.number(), '5,500')).toEqual(['(file): should be a number, but it is the text "5,500".']);
    expect(issuesOf(z.number().int(), 1.5)).toEqual(['(file): should be a whole number, but it is the number 1.5.']);
    expect(issuesOf(z.boolean(), 'yes')).toEqual(['(file): should be true or false, but it is the text "yes".']);
    expect(issuesOf(z.array(z.string()), 'a')).toEqual(['(file): should be a list, but it is the text "a".']);
    expect(issuesOf(z.object({}), [])).toEqual(['(file): should be a group of fields, but it is a list.']);
    expect(issuesOf(z.date(), null)).toEqual(['(file): should be a date, but it is empty.']);
    expect(issuesOf(z.null(), 1)).toEqual(['(file): should be null, but it is the number 1.']);
  });

  it('gives lower limits of text, lists and numbers', () => {
    expect(issuesOf(z.string().min(1), '')).toEqual(['(file): must not be empty.']);
    expect(issuesOf(z.string().min(2), 'a')).toEqual(['(file): must be at least 2 characters long.']);
    expect(issuesOf(z.array(z.string()).min(1), [])).toEqual(['(file): must list at least 1 item.']);
    expect(issuesOf(z.array(z.string()).min(2), [])).toEqual(['(file): must list at least 2 items.']);
    expect(issuesOf(z.number().min(1900), 1850)).toEqual(['(file): must be at least 1900, but it is 1850.']);
    expect(issuesOf(z.number().gt(5), 3)).toEqual(['(file): must be more than 5, but it is 3.']);
  });

  it('gives upper limits of text, lists and numbers', () => {
    expect(issuesOf(z.string().max(1), 'ab')).toEqual(['(file): must be at most 1 character long; it has 2.']);
    expect(issuesOf(z.string().max(3), 'abcde')).toEqual(['(file): must be at most 3 characters long; it has 5.']);
    expect(issuesOf(z.array(z.string()).max(1), ['a', 'b'])).toEqual(['(file): must list at most 1 item.']);
    expect(issuesOf(z.array(z.string()).max(2), ['a', 'b', 'c'])).toEqual(['(file): must list at most 2 items.']);
    expect(issuesOf(z.number().max(5), 7)).toEqual(['(file): must be at most 5, but it is 7.']);
    expect(issuesOf(z.number().lt(5), 7)).toEqual(['(file): must be less than 5, but it is 7.']);
  });

  it('lists the allowed values, names a bad format and unknown fields', () => {
    expect(issuesOf(z.enum(['days', 'weeks']), 'months')).toEqual(['(file): should be one of "days", "weeks", but it is the text "months".']);
    expect(issuesOf(z.email(), 'care at example.org')).toEqual(['(file): is not a valid email: the text "care at example.org".']);
    expect(issuesOf(z.strictObject({}), { a: 1, b: 2 })).toEqual(['(file): has fields this kind of content does not have: a, b.']);
    expect(issuesOf(z.number().multipleOf(5), 7)).toEqual(['(file): should be a multiple of 5.']);
  });

  it('keeps a rule\'s own message, and has a sentence for a rule without one', () => {
    expect(issuesOf(z.string().refine((value) => value !== 'x', 'is reserved.'), 'x')).toEqual(['(file): is reserved.']);
    expect(issuesOf(z.string().refine((value) => value !== 'x'), 'x')).toEqual(['(file): is not valid.']);
  });
});
