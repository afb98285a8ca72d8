import { externalRel } from '../../lib/external-link';
import type { FigureBasis } from '../../content/fields';
import type { FigureKind } from '../../content/schemas/how-we-count';
import { common, howWeCount } from '../../generated/site';
import { labelText } from '../../lib/lists';
import { formatDate } from '../../lib/format';
import { pathTo } from '../../routes';
import { FilledText } from '../FilledText';

/**
 * The note under a figure: its source and the day it was last checked, always visible as the
 * summary of a disclosure that opens (by tap, keyboard or without JavaScript: details/summary)
 * on what it counts, over whom and when, a link to the source where it is public, and the
 * figure kind's section of /how-we-count. A brief note (on a card) keeps the source, the date and
 * the links, and leaves what it counts to the page the card leads to.
 */
export function FigureNote({
  basis,
  kind,
  meaningShown = false,
  brief = false,
}: {
  basis: FigureBasis;
  kind: FigureKind;
  meaningShown?: boolean;
  /** Source, date and links only: for a card whose own page gives the whole note (what, over whom, when). */
  brief?: boolean;
}) {
  const words = howWeCount.note;
  return (
    <details className="mt-2 text-sm text-slate-600" data-kind={kind}>
      <summary className="cursor-pointer underline decoration-dotted underline-offset-2 hover:text-slate-900">
        <FilledText text={words.summary} values={{ source: basis.source.name, date: <time dateTime={basis.checked}>{formatDate(basis.checked)}</time> }} />
      </summary>
      {!brief && (
        <dl className="mt-2 space-y-1 text-slate-700">
          {!meaningShown && (
            <div>
              <dt className="inline font-semibold">{labelText(words.meaning, common.joiners.label)}</dt>
              <dd className="inline">
                {basis.meaning}
              </dd>
            </div>
          )}
          <div>
            <dt className="inline font-semibold">{labelText(words.countedOver, common.joiners.label)}</dt>
            <dd className="inline">
              {basis.population}
            </dd>
          </div>
          <div>
            <dt className="inline font-semibold">{labelText(words.period, common.joiners.label)}</dt>
            <dd className="inline">
              {basis.period}
            </dd>
          </div>
        </dl>
      )}
      <p className="mt-2 flex flex-wrap gap-x-4 gap-y-1">
        {basis.source.url && (
          <a href={basis.source.url} className="link" {...externalRel(basis.source.url)}>
            {words.readSource}
          </a>
        )}
        <a href={`${pathTo('/how-we-count')}#${kind}`} className="link">
          {words.howWeCount}
        </a>
      </p>
    </details>
  );
}
