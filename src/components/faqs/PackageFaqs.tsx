import { faqsForPackage } from '../../lib/faqs';
import { FaqJsonLd } from './FaqJsonLd';
import { FaqList } from './FaqList';

/** A package page's questions (its own, then the general ones): `<PackageFaqs packageId={pkg.id} />`. */
export function PackageFaqs({ packageId }: { packageId: string }) {
  const faqs = faqsForPackage(packageId);
  if (faqs.length === 0) return null;
  return (
    <section aria-labelledby="package-faqs">
      <FaqJsonLd faqs={faqs} />
      <h2 id="package-faqs" className="text-xl font-bold text-slate-900">
        Questions patients ask
      </h2>
      <div className="mt-4">
        <FaqList faqs={faqs} />
      </div>
    </section>
  );
}
