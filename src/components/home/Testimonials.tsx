import { Quote, Star } from 'lucide-react';
import { testimonials } from '../../generated/testimonials';
import { packageById } from '../../lib/packages';
import { pathTo } from '../../routes';

/** The featured patients' own words, each linking to the patient stories page. */
export function Testimonials() {
  const featured = testimonials.filter((testimonial) => testimonial.featured);
  return (
    <ul className="grid gap-6 md:grid-cols-2">
      {featured.map((testimonial) => (
        <li key={testimonial.id}>
          <figure className="flex h-full flex-col rounded-card border border-slate-200 bg-white p-6 shadow-sm">
            <Quote aria-hidden="true" className="size-6 text-brand-500" />
            <p className="sr-only">Rated {testimonial.rating} out of 5</p>
            <p aria-hidden="true" className="mt-2 flex gap-0.5">
              {Array.from({ length: 5 }, (_, index) => (
                <Star key={index} className={`size-4 ${index < testimonial.rating ? 'fill-amber-400 text-amber-500' : 'text-slate-300'}`} />
              ))}
            </p>
            <blockquote className="mt-3 flex-1 text-slate-700">“{testimonial.quote}”</blockquote>
            <figcaption className="mt-4 text-sm">
              <span className="font-semibold text-slate-900">{testimonial.name}</span>, {testimonial.country} ·{' '}
              {packageById(testimonial.package)?.shortName}
            </figcaption>
            <a href={pathTo('/patient-journey-persona')} className="mt-3 text-sm font-semibold text-brand-700 underline underline-offset-2">
              Read more patient stories
            </a>
          </figure>
        </li>
      ))}
    </ul>
  );
}
