import { PageHead } from '../components/PageHead';
import { PageHeader } from '../components/ui/PageHeader';
import { usePageMeta } from '../lib/page-meta';

/** A page whose full template comes later: its heading, summary and drawing from content/site/pages.json. */
export default function SimplePage() {
  const meta = usePageMeta();
  return (
    <>
      <PageHead title={meta.title} description={meta.description} noindex={meta.noindex} />
      <PageHeader title={meta.title} lead={meta.description} illustration={meta.illustration} />
    </>
  );
}
