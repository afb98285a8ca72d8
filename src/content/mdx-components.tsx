import type { ReactNode } from 'react';

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
