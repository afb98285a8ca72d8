import { PageHead } from '../components/PageHead';
import { usePageMeta } from '../lib/page-meta';

/** A page whose full template comes later: its heading and summary from content/site/pages.json. */
export default function SimplePage() {
  const meta = usePageMeta();
  return (
    <div className="mx-auto max-w-4xl px-4 py-12">
      <PageHead title={meta.title} description={meta.description} noindex={meta.noindex} />
      <h1 className="text-3xl font-bold text-slate-900 sm:text-4xl">{meta.title}</h1>
      <p className="mt-4 text-lg text-slate-700">{meta.description}</p>
    </div>
  );
}
