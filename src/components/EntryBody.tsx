import { renderToStaticMarkup } from 'react-dom/server';
import { packages } from '../generated/packages';
import { packagesPage } from '../generated/site';
import { companionRoomSentence } from '../lib/companion-room';
import { markFold } from '../lib/first-screen';
import { CostTable } from './blog/CostTable';

/** The marker a <CostTable package="…"/> leaves in a compiled body (src/content/mdx-components.tsx). */
const costTableMarker = /<div data-cost-table="([a-z0-9-]+)"><\/div>/g;

/**
 * A body's HTML with each cost table filled in from the package's current figures. Bodies are
 * compiled once and cached by their text, so a price is read here, when the page is rendered.
 */
function withCostTables(html: string): string {
  if (!html.includes('data-cost-table')) return html;
  return html.replace(costTableMarker, (_, id: string) => {
    const pkg = packages.find((entry) => entry.id === id);
    // The content check refuses a cost table of a package that does not exist.
    return pkg ? renderToStaticMarkup(<CostTable pkg={pkg} />) : '';
  });
}

/** The marker a <CompanionRoom /> leaves in a compiled body. */
const companionRoomMarker = /<p data-companion-room=""><\/p>/g;

/** A body's HTML with the facts it shows from other files filled in: cost tables and who may share the patient's room. */
export function withBodyFacts(html: string): string {
  const filled = withCostTables(html);
  if (!filled.includes('data-companion-room')) return filled;
  return filled.replace(companionRoomMarker, () => renderToStaticMarkup(<p>{companionRoomSentence(packagesPage.companionRoom)}</p>));
}

/**
 * An MDX body, rendered to HTML at the content step from validated content. With `foldAfter`, the
 * first paragraph (or other block) after that many characters of text starts below the first screen.
 */
export function EntryBody({ html, className = '', foldAfter }: { html: string; className?: string; foldAfter?: number }) {
  const filled = withBodyFacts(html);
  return <div className={`prose-body ${className}`} dangerouslySetInnerHTML={{ __html: foldAfter === undefined ? filled : markFold(filled, foldAfter) }} />;
}
