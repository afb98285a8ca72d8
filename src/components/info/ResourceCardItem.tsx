import { Calculator, Download, FileText, Newspaper } from 'lucide-react';
import type { ResourceCard } from '../../lib/resources';
import { ReviewedBy } from '../ReviewedBy';

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
    <li className="flex flex-col rounded-card border border-slate-200 bg-white p-5" data-resource={resource.id}>
      <p className="flex items-center gap-2 text-sm font-semibold text-brand-700">
        <Icon aria-hidden="true" className="size-4" /> {resource.format ? `${label} · ${resource.format}` : label}
      </p>
      <h3 className="mt-2 text-lg font-semibold text-slate-900">{resource.title}</h3>
      <p className="mt-1 flex-1 text-sm text-slate-700">{resource.description}</p>
      {resource.review && (
        <div className="mt-2">
          <ReviewedBy reviewedBy={resource.review.reviewedBy} date={resource.review.lastReviewed} />
        </div>
      )}
      <a
        href={resource.href}
        download={resource.kind === 'download' ? '' : undefined}
        className="mt-4 self-start rounded-xl border border-brand-700 px-4 py-2 font-semibold text-brand-800 hover:bg-brand-50"
        data-testid="resource-link"
      >
        {action}
        <span className="sr-only">: {resource.title}</span>
      </a>
    </li>
  );
}
