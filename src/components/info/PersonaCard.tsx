import { Quote } from 'lucide-react';
import type { EntryData } from '../../content/collections';
import { common, personasPage } from '../../generated/site';
import { formatCount } from '../../lib/format';
import { joinText } from '../../lib/lists';
import { packageById } from '../../lib/packages';
import { fillTemplate } from '../../lib/template';
import { pathTo } from '../../routes';

function Facet({ title, items, ordered = false }: { title: string; items: string[]; ordered?: boolean }) {
  const List = ordered ? 'ol' : 'ul';
  return (
    <div>
      <h3 className="eyebrow">{title}</h3>
      <List className={`mt-2 space-y-1 ps-5 text-slate-700 ${ordered ? 'list-decimal' : 'list-disc'}`}>
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </List>
    </div>
  );
}

/** A persona: who they are, what they need and fear, how the care team helps, in their own voice. */
export function PersonaCard({ persona }: { persona: EntryData<'personas'> }) {
  const pkg = packageById(persona.package);
  const headingId = `persona-${persona.id}`;
  return (
    <article aria-labelledby={headingId} className="card" data-testid="persona">
      <h2 id={headingId} className="h2">
        {joinText([persona.name, formatCount(persona.age), persona.country], common.joiners.comma)}
      </h2>
      <p className="mt-1 text-slate-700">{persona.condition}</p>
      <blockquote className="mt-4 flex gap-3 rounded-md bg-brand-50 p-4 text-slate-800">
        <Quote aria-hidden="true" className="size-5 shrink-0 text-brand-700" />
        <p className="italic">{persona.quote}</p>
      </blockquote>
      <div className="mt-5 grid gap-5 md:grid-cols-3">
        <Facet title={personasPage.facets.needs} items={persona.needs} />
        <Facet title={personasPage.facets.fears} items={persona.fears} />
        <Facet title={personasPage.facets.journey} items={persona.journey} ordered />
      </div>
      {pkg && (
        <p className="mt-5 text-sm">
          <a href={pathTo('/packages/:id', { id: pkg.id })} className="link">
            {fillTemplate(personasPage.packageLink, { package: pkg.shortName })}
          </a>
        </p>
      )}
    </article>
  );
}
