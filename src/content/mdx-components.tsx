import type { ComponentProps, ReactNode } from 'react';

/** A highlighted note inside an article or package text. */
function Callout({ title, children }: { title?: string; children: ReactNode }) {
  return (
    <aside className="callout" role="note">
      {title && <p className="callout-title">{title}</p>}
      {children}
    </aside>
  );
}

/**
 * The components editors may use in MDX, by tag name. Adding one is a one-line change here;
 * MDX bodies are rendered to HTML at the content step, so these never ship to the browser.
 */
export const mdxComponents = { Callout };

/** The props each component takes from an editor, always as plain text in quotes. */
export const mdxComponentProps: Record<keyof typeof mdxComponents, readonly string[]> = { Callout: ['title'] };

/** An image written in Markdown. Lazy, because React preloads every eager image from the top of the page, ahead of what the reader sees first. */
function BodyImage({ alt, ...props }: ComponentProps<'img'>) {
  // The content check refuses an image without alt text, so alt is always the editor's words.
  return <img loading="lazy" decoding="async" {...props} alt={alt} />;
}

/** How Markdown's own elements render where the plain tag is not enough. Not tags an editor may write. */
export const markdownElements = { img: BodyImage };

/** Everything a body renders with: both compilers pass this to MDX's content. */
export const renderComponents = { ...markdownElements, ...mdxComponents };
