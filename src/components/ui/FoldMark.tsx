import { belowFirstScreen } from '../../lib/first-screen';

/**
 * Marks, inside a list or a grid of cards, where the first screen ends: the items after it start
 * below it (src/lib/first-screen.ts). Hidden, so it takes no cell of a grid and no place in a list.
 */
export function FoldMark({ as: Tag = 'div' }: { as?: 'li' | 'div' }) {
  return <Tag hidden {...belowFirstScreen} />;
}
