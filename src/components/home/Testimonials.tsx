import { Quote, Star } from 'lucide-react';
import { common, home } from '../../generated/site';
import { joinParts } from '../../lib/lists';
import { testimonials } from '../../generated/testimonials';
import { packageById } from '../../lib/packages';
import { fillTemplate } from '../../lib/template';
import { pathTo } from '../../routes';
import { FigureNote } from '../figures/FigureNote';
import { CardGrid } from '../ui/CardGrid';

/**
 * The featured patients' own words, as many as the home page has room for, each linking to the
 * patient stories page. The stars carry their note: whose they are, where and when they were
 * given, and when they were last checked (a disclosure, open to a tap, a key or no script at all).
 */
export function Testimonials() {
  const featured = testimonials.filter((testimonial) => testimonial.featured).slice(0, home.featured.testimonials);
  return (
    <CardGrid cols={2}>
      {featured.map((testimonial) => (
        // The link sits after the figure: HTML allows nothing after a figure's closing figcaption.
        <li key={testimonial.id} className="card flex flex-col">
          <figure className="flex flex-1 flex-col">
            <Quote aria-hidden="true" className="size-6 text-brand-600" />
            <p className="mt-2 flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-slate-700">
              <span aria-hidden="true" className="flex gap-0.5">
                {Array.from({ length: 5 }, (_, index) => (
                  <Star key={index} className={`size-4 ${index < testimonial.rating ? 'fill-star text-star' : 'text-slate-300'}`} />
                ))}
              </span>
              {/* Says what the stars rate: the whole package, in this one patient's view. */}
              <span>{fillTemplate(home.testimonial.rated, { rating: String(testimonial.rating) })}</span>
            </p>
            <FigureNote basis={testimonial.ratingBasis} kind="rating" />
            <blockquote className="mt-3 flex-1 text-lg text-slate-800">{fillTemplate(common.quotation, { quote: testimonial.quote })}</blockquote>
            <figcaption className="mt-4">
              {joinParts(
                [
                  joinParts(
                    [
                      <span key="name" className="font-semibold text-slate-900">
                        {testimonial.name}
                      </span>,
                      testimonial.country,
                    ],
                    common.joiners.comma,
                  ),
                  packageById(testimonial.package)?.shortName ?? '',
                ].filter((part) => part.length > 0),
                common.joiners.dot,
              )}
            </figcaption>
          </figure>
          <a href={pathTo('/patient-journey-persona')} className="link mt-3">
            {home.testimonial.more}
          </a>
        </li>
      ))}
    </CardGrid>
  );
}
