import { Calculator, Download, FileText, Newspaper } from 'lucide-react';
import type { ResourceCard } from '../../lib/resources';
import { ReviewedBy } from '../ReviewedBy';
import { buttonClass } from '../ui/ButtonLink';

const kinds = {
  article: { label: 'Article', action: 'Read the article', Icon: Newspaper },
  page: { label: 'Guide', action: 'Open the guide', Icon: FileText },
  tool: { label: 'Tool', action: 'Open the tool', Icon: Calculator },
  download: { label: 'Download', action: 'Download', Icon: Download },
} as const;

/** One resource: what it is, what it gives, and a real link that opens or downloads it. */
export function ResourceCardItem({ resource }: { resource: ResourceCard }) {
  const { label, action, Icon } = kinds[resource.kind];
  return (
    <li className="card flex flex-col" data-resource={resource.id}>
      <p className="flex items-center gap-2 text-sm font-semibold text-brand-700">
        <Icon aria-hidden="true" className="size-4" /> {resource.format ? `${label} · ${resource.format}` : label}
      </p>
      <h3 className="h3 mt-2">{resource.title}</h3>
      <p className="mt-1 flex-1 text-slate-700">{resource.description}</p>
      {resource.review && (
        <div className="mt-2">
          <ReviewedBy reviewedBy={resource.review.reviewedBy} date={resource.review.lastReviewed} />
        </div>
      )}
      <a href={resource.href} download={resource.kind === 'download' ? '' : undefined} className={`${buttonClass('secondary')} mt-4 self-start`} data-testid="resource-link">
        {action}
        <span className="sr-only">: {resource.title}</span>
      </a>
    </li>
  );
}
