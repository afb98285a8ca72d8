import { describe, expect, it } from 'vitest';
import { crossCheckContext, withCrossCheckContext } from '../../src/content/context';
import { contextOf } from './schema-issues';

describe('the cross-check context of a validation run', () => {
  const outer = contextOf({ hospitals: ['apollo-delhi'] });
  const inner = contextOf({ hospitals: ['fortis-mumbai'] });

  it('exists only during the run, which gives back its result', () => {
    expect(crossCheckContext()).toBeNull();
    expect(withCrossCheckContext(outer, () => crossCheckContext())).toBe(outer);
    expect(crossCheckContext()).toBeNull();
  });

  it('is the innermost run\'s, and the outer one\'s again after it', () => {
    withCrossCheckContext(outer, () => {
      expect(withCrossCheckContext(inner, () => crossCheckContext())).toBe(inner);
      expect(crossCheckContext()).toBe(outer);
    });
  });

  it('ends when a run throws', () => {
    expect(() =>
      withCrossCheckContext(outer, () => {
        throw new Error('stopped');
      }),
    ).toThrow('stopped');
    expect(crossCheckContext()).toBeNull();
  });
});
