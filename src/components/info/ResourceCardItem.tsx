import { Calculator, Download, FileText, Newspaper } from 'lucide-react';
import { common, resourcesPage } from '../../generated/site';
import { Badge } from '../ui/Badge';
import { joinText } from '../../lib/lists';
import type { ResourceCard } from '../../lib/resources';
import { ReviewedBy } from '../ReviewedBy';
import { buttonClass } from '../ui/ButtonLink';

const icons = { article: Newspaper, page: FileText, tool: Calculator, download: Download } as const;

/** One resource: what it is, what it gives, and a real link that opens or downloads it; words not in the page's language say which they are in. */
export function ResourceCardItem({ resource }: { resource: ResourceCard }) {
  const { label, action } = resourcesPage.kinds[resource.kind];
  const Icon = icons[resource.kind];
  const words = resource.wordsIn;
  return (
    <li className="card flex flex-col" data-resource={resource.id}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="flex items-center gap-2 text-sm font-semibold text-brand-700">
          <Icon aria-hidden="true" className="size-4" /> {resource.format ? joinText([label, resource.format], common.joiners.dot) : label}
        </p>
        {words && (
          <Badge tone="neutral">
            {common.languages.inEnglish}
          </Badge>
        )}
      </div>
      <h3 className="h3 mt-2" lang={words?.locale} dir={words?.direction}>
        {resource.title}
      </h3>
      <p className="mt-1 flex-1 text-slate-700" lang={words?.locale} dir={words?.direction}>
        {resource.description}
      </p>
      {resource.review && (
        <div className="mt-2">
          <ReviewedBy reviewedBy={resource.review.reviewedBy} date={resource.review.lastReviewed} />
        </div>
      )}
      <a href={resource.href} download={resource.kind === 'download' ? '' : undefined} className={`${buttonClass('secondary')} mt-4 self-start`} data-testid="resource-link">
        {action}
        <span className="sr-only">{joinText(['', resource.title], common.joiners.label)}</span>
      </a>
    </li>
  );
}
