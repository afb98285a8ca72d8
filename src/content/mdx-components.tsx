import type { ComponentProps, ReactNode } from 'react';
import { illustrationNames } from './illustration-names';
import type { IllustrationName } from './schemas/illustration';

/** A highlighted note inside an article or package text. */
function Callout({ title, children }: { title?: string; children: ReactNode }) {
  return (
    <aside className="callout" role="note">
      {title && <p className="callout-title">{title}</p>}
      {children}
    </aside>
  );
}

/** A box of the few facts a reader should take away, around a Markdown list. */
function KeyFacts({ title, children }: { title: string; children: ReactNode }) {
  return (
    <aside className="key-facts" aria-label={title}>
      <p className="key-facts-title">{title}</p>
      {children}
    </aside>
  );
}

/** One of the site's drawings with a caption under it. The caption says what it shows, so the drawing itself has empty alt text. */
function Figure({ illustration, caption }: { illustration: IllustrationName; caption: string }) {
  return (
    <figure className="body-figure">
      <img src={`/illustrations/${illustration}.svg`} alt="" width={240} height={180} loading="lazy" decoding="async" />
      <figcaption>{caption}</figcaption>
    </figure>
  );
}

/** A package's prices (its cost breakdown, or else its price range) and a link to its page, always as its file in content/packages/ gives them today: an article never repeats a price. */
function CostTable({ package: id }: { package: string }) {
  // Bodies are compiled once and cached by their text, so the page fills this marker in with the
  // package's current figures (components/EntryBody.tsx); the content check makes sure the package exists.
  return <div data-cost-table={id} />;
}

/** Who may share the patient's room at a package's accommodation, as content/site/packages-page.json says it once ("companionRoom"): a body never restates it. */
function CompanionRoom() {
  // Filled in when the page is rendered (components/EntryBody.tsx), like a cost table.
  return <p data-companion-room="" />;
}

/**
 * The components editors may use in MDX, by tag name. Adding one is a one-line change here;
 * MDX bodies are rendered to HTML at the content step, so these never ship to the browser.
 */
export const mdxComponents = { Callout, KeyFacts, Figure, CostTable, CompanionRoom };

/** The props each component takes from an editor, always as plain text in quotes. */
export const mdxComponentProps: Record<keyof typeof mdxComponents, readonly string[]> = {
  Callout: ['title'],
  KeyFacts: ['title'],
  Figure: ['illustration', 'caption'],
  CostTable: ['package'],
  CompanionRoom: [],
};

/** The props a component cannot do without, and the values a prop may take where only some make sense. */
export const mdxComponentRules: Partial<Record<keyof typeof mdxComponents, { required: readonly string[]; oneOf?: Record<string, readonly string[]> }>> = {
  KeyFacts: { required: ['title'] },
  Figure: { required: ['illustration', 'caption'], oneOf: { illustration: illustrationNames } },
  CostTable: { required: ['package'] },
};

/** An image written in Markdown. Lazy, because React preloads every eager image from the top of the page, ahead of what the reader sees first. */
function BodyImage({ alt, ...props }: ComponentProps<'img'>) {
  // The content check refuses an image without alt text, so alt is always the editor's words.
  return <img loading="lazy" decoding="async" {...props} alt={alt} />;
}

/** How Markdown's own elements render where the plain tag is not enough. Not tags an editor may write. */
const markdownElements = { img: BodyImage };

/** Everything a body renders with: both compilers pass this to MDX's content. */
export const renderComponents = { ...markdownElements, ...mdxComponents };
