import { renderToStaticMarkup } from 'react-dom/server';
import { packages } from '../generated/packages';
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

/** An MDX body, rendered to HTML at the content step from validated content. */
export function EntryBody({ html, className = '' }: { html: string; className?: string }) {
  return <div className={`prose-body ${className}`} dangerouslySetInnerHTML={{ __html: withCostTables(html) }} />;
}
