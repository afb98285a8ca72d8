import { Phone } from 'lucide-react';
import type { CountryNumbers } from '../../content/schemas/emergency-support';
import { common, emergencySupport } from '../../generated/site';
import { emergencyEntryId } from '../../lib/emergency';
import { externalRel } from '../../lib/external-link';
import { formatDate } from '../../lib/format';
import { joinText } from '../../lib/lists';
import { fillTemplate } from '../../lib/template';
import { FilledText } from '../FilledText';
import { Ltr } from '../ui/Ltr';

/** One country's emergency numbers as tel: links, each saying what it is for and where it works, with where they were checked. */
export function EmergencyNumberList({ entry, headingLevel = 3, tone = 'plain' }: { entry: CountryNumbers; headingLevel?: 2 | 3; tone?: 'plain' | 'strong' }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const headingId = emergencyEntryId(entry);
  const source = entry.source.url ? (
    <a href={entry.source.url} className="link" {...externalRel(entry.source.url)}>
      {entry.source.name}
    </a>
  ) : (
    entry.source.name
  );
  return (
    <section aria-labelledby={headingId}>
      <Heading id={headingId} className={tone === 'strong' ? 'h3 text-danger-700' : 'text-lg'}>
        {entry.country}
      </Heading>
      <ul className="mt-2 grid gap-2">
        {entry.numbers.map((item) => (
          <li key={item.number}>
            <a
              href={`tel:${item.number}`}
              className={`flex items-center gap-3 rounded-md border-2 px-4 py-2.5 ${
                tone === 'strong' ? 'border-danger-600 bg-danger-600 text-white hover:bg-danger-700' : 'border-slate-200 bg-white text-slate-900 hover:border-danger-600'
              }`}
            >
              <Phone aria-hidden="true" className="size-5 shrink-0" />
              <span className="min-w-12 shrink-0 text-2xl font-bold tnum">
                <Ltr>{item.number}</Ltr>
              </span>
              <span className="text-sm">
                {item.service}
                {item.coverage && <span className="block">{fillTemplate(emergencySupport.worksIn, { places: item.coverage })}</span>}
                {/* Heard after the service, so a list read aloud names where the number works: "Ambulance, India". */}
                <span className="sr-only">{joinText(['', entry.country], common.joiners.comma)}</span>
              </span>
            </a>
          </li>
        ))}
      </ul>
      <p className="mt-2 text-sm text-slate-600">
        <FilledText text={emergencySupport.sourceNote} values={{ source, date: <time dateTime={entry.checked}>{formatDate(entry.checked)}</time> }} />
      </p>
    </section>
  );
}
