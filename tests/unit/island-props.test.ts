import { describe, expectTypeOf, it } from 'vitest';
import type { JsonSafe } from '../../src/islands/json';
import type { IslandProps } from '../../src/islands/registry';

// These checks run in the type check (npm run typecheck): a wrong type fails it.
describe('island props are plain JSON', () => {
  it('keeps strings, numbers, booleans, arrays, nested objects and optional fields', () => {
    type Props = { label: string; count: number; open: boolean; tabs: Array<{ id: string }>; endpoint?: string };
    expectTypeOf<JsonSafe<Props>>().toEqualTypeOf<{ label: string; count: number; open: boolean; tabs: readonly { id: string }[]; endpoint?: string }>();
  });

  it('refuses a function, a date or a map where JSON would lose them', () => {
    expectTypeOf<JsonSafe<{ onSelect: () => void }>['onSelect']>().toEqualTypeOf<never>();
    expectTypeOf<JsonSafe<{ when: Date }>['when']>().toEqualTypeOf<never>();
    expectTypeOf<JsonSafe<{ byId: Map<string, string> }>['byId']>().toEqualTypeOf<never>();
  });

  it('derives each island’s props from its component, without the slots it adopts', () => {
    expectTypeOf<IslandProps<'Tabs'>>().toEqualTypeOf<{ label: string; tabs: Array<{ id: string; label: string }>; param?: string }>();
  });
});
