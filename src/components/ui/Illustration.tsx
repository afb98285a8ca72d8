import type { IllustrationName } from '../../content/schemas/illustration';

/** Small beside text, its own 240 px, or the width of its column. */
const sizes = { sm: 'w-24', md: '', lg: 'w-full' };

/**
 * One of the site's drawings (public/illustrations/). Decorative by default (empty alt); give
 * `alt` only where the drawing says something the text beside it does not. Width and height are
 * set so nothing shifts while it loads.
 */
export function Illustration({ name, alt = '', size = 'md', eager = false, className = '' }: {
  name: IllustrationName;
  alt?: string;
  size?: keyof typeof sizes;
  /** Above the fold on first paint (the home hero): load at once. */
  eager?: boolean;
  className?: string;
}) {
  const [width, height] = name === 'hero' ? [480, 360] : [240, 180];
  return (
    <img
      src={`/illustrations/${name}.svg`}
      alt={alt}
      width={width}
      height={height}
      loading={eager ? undefined : 'lazy'}
      // A drawing is never what the first paint waits for: fetched at low priority, and not preloaded in <head>.
      fetchPriority={eager ? 'low' : undefined}
      decoding="async"
      className={`h-auto ${sizes[size]} ${className}`}
    />
  );
}
