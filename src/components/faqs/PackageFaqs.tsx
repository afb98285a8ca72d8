import { packagesPage } from '../../generated/site';
import { faqsForPackage } from '../../lib/faqs';
import { sectionIds } from '../../lib/section-ids';
import { Section } from '../ui/Section';
import { FaqJsonLd } from './FaqJsonLd';
import { FaqList } from './FaqList';

/** A package page's questions (its own, then the general ones) as a section: `<PackageFaqs packageId={pkg.id} />`. */
export function PackageFaqs({ packageId }: { packageId: string }) {
  const faqs = faqsForPackage(packageId);
  if (faqs.length === 0) return null;
  return (
    <Section id={sectionIds.PackagePage.faqs} {...packagesPage.packagePage.sections.faqs}>
      <FaqJsonLd faqs={faqs} />
      <div className="measure">
        <FaqList faqs={faqs} headingLevel={3} />
      </div>
    </Section>
  );
}
