import { useEffect, useSyncExternalStore } from 'react';
import type { NotFoundContent } from '../content/schemas/not-found';
import { fillTemplate } from '../lib/template';

export interface NotFoundDetailsProps {
  /** Addresses that show one entry each ("/packages/"), and what such an entry is called. */
  entryPages: Array<{ prefix: string; noun: string }>;
  /** What it says of the address (content/site/not-found.json). */
  words: Pick<NotFoundContent, 'youAskedFor' | 'noSuchEntry'>;
}

const never = () => () => {};
const requested = () => window.location.pathname + window.location.search;

/**
 * The address that was asked for. The same not-found page answers every unknown address, so only
 * the browser knows it: empty on the server and while hydrating, filled in right after, and logged.
 */
export default function NotFoundDetails({ entryPages, words }: NotFoundDetailsProps) {
  const path = useSyncExternalStore(never, requested, () => '');
  useEffect(() => {
    if (path) console.warn(`404 page not found: ${path}`);
  }, [path]);

  const pathname = path.split('?')[0];
  const entryPage = entryPages.find((page) => pathname.startsWith(page.prefix) && !pathname.slice(page.prefix.length).includes('/'));
  const id = entryPage ? decodeURIComponent(pathname.slice(entryPage.prefix.length)) : '';
  return (
    <div className="mt-4 min-h-6 text-slate-700" data-testid="requested-path">
      {path && (
        <p>
          {words.youAskedFor} <code className="break-all rounded-sm bg-slate-100 px-1.5 py-0.5 text-slate-900">{path}</code>
        </p>
      )}
      {entryPage && id && (
        <p className="mt-1">
          {fillTemplate(words.noSuchEntry, { noun: entryPage.noun, id })}
        </p>
      )}
    </div>
  );
}
