import { PageHead } from '../components/PageHead';
import { useEntry } from '../lib/entry-loader';

export default function PackagePage() {
  const pkg = useEntry('packages');
  return (
    <div className="mx-auto max-w-4xl px-4 py-12">
      <PageHead title={pkg.name} description={pkg.description} />
      <h1 className="text-3xl font-bold">{pkg.name}</h1>
    </div>
  );
}
