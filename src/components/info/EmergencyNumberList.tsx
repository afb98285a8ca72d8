import { Phone } from 'lucide-react';
import type { CountryNumbers } from '../../content/schemas/emergency-support';

/** One country's emergency numbers as tel: links, each saying what it is for and where it works. */
export function EmergencyNumberList({ entry, headingLevel = 3, tone = 'plain' }: { entry: CountryNumbers; headingLevel?: 2 | 3; tone?: 'plain' | 'strong' }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const headingId = `numbers-${entry.country.toLowerCase().replace(/[^a-z]+/g, '-')}`;
  return (
    <section aria-labelledby={headingId} data-testid="emergency-country" data-country={entry.country}>
      <Heading id={headingId} className={tone === 'strong' ? 'text-xl font-bold text-danger-700' : 'font-semibold text-slate-900'}>
        {entry.country}
      </Heading>
      <ul className="mt-2 grid gap-2">
        {entry.numbers.map((item) => (
          <li key={item.number}>
            <a
              href={`tel:${item.number}`}
              className={`flex items-center gap-3 rounded-xl border px-4 py-2.5 ${
                tone === 'strong' ? 'border-danger-600 bg-danger-600 text-white hover:bg-danger-700' : 'border-slate-300 bg-white text-slate-900 hover:border-danger-600'
              }`}
            >
              <Phone aria-hidden="true" className="size-5 shrink-0" />
              <span className="min-w-14 text-2xl font-bold tabular-nums">{item.number}</span>
              <span className="text-sm">
                {item.service}
                {item.coverage && <span className="block opacity-90">Works in {item.coverage}</span>}
                <span className="sr-only">, {entry.country}</span>
              </span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
