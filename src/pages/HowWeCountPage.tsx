import { FigureNote } from '../components/figures/FigureNote';
import { PageHead } from '../components/PageHead';
import { PageHeader } from '../components/ui/PageHeader';
import { Section } from '../components/ui/Section';
import { hospitals } from '../generated/hospitals';
import { packages } from '../generated/packages';
import { people } from '../generated/people';
import { claims, common, costComparison, howWeCount, whyIndia } from '../generated/site';
import { joinParts } from '../lib/lists';
import { testimonials } from '../generated/testimonials';
import { siteFigures } from '../lib/figures';
import { usePageMeta } from '../lib/page-meta';

/** /how-we-count: each kind of figure explained in plain words, with every figure of that kind the site shows now. */
export default function HowWeCountPage() {
  const meta = usePageMeta();
  const figures = siteFigures({ claims, packages, costComparison, whyIndia, testimonials, hospitals, people });
  return (
    <>
      <PageHead title={meta.title} description={meta.description} />
      <PageHeader title={meta.title} lead={howWeCount.intro} illustration={meta.illustration} />
      {howWeCount.kinds.map((section, index) => {
        const ofKind = figures.filter((figure) => figure.kind === section.kind);
        return (
          <Section key={section.kind} fold={index === 1} id={section.kind} heading={section.heading} tone={index % 2 === 1 ? 'tint' : 'plain'}>
            <div className="measure space-y-3 text-slate-800">
              {section.paragraphs.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </div>
            {ofKind.length > 0 && (
              <>
                <h3 className="h3 mt-8">{howWeCount.figuresHeading}</h3>
                <ul className="mt-4 grid gap-4 lg:grid-cols-2">
                  {ofKind.map((figure) => (
                    <li key={figure.where} className="card">
                      <p className="font-semibold text-slate-900">
                        {joinParts(
                          [
                            <span key="figure" className="tnum text-brand-800">
                              {figure.figure}
                            </span>,
                            figure.label,
                          ],
                          common.joiners.dot,
                        )}
                      </p>
                      <p className="mt-1 text-slate-700">{figure.basis.meaning}</p>
                      <FigureNote basis={figure.basis} kind={figure.kind} meaningShown />
                    </li>
                  ))}
                </ul>
              </>
            )}
          </Section>
        );
      })}
    </>
  );
}
