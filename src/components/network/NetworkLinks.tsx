import { hospitals } from '../../generated/hospitals';
import { people } from '../../generated/people';
import { common, network } from '../../generated/site';
import { surgeonsOf } from '../../lib/network';
import { pathTo } from '../../routes';
import { hospitalWithCity } from '../../lib/hospital-name';

/** Every partner hospital and every surgeon, linked: the sitemap page and the not-found page list them. */
export function NetworkLinks({ idPrefix, words }: { idPrefix: string; words: typeof network.sitemap }) {
  const lists = [
    { id: 'hospitals', heading: words.hospitals, links: hospitals.map((hospital) => ({ href: pathTo('/hospital/:hospitalId', { hospitalId: hospital.id }), label: hospitalWithCity(hospital, common.joiners.comma) })) },
    { id: 'surgeons', heading: words.surgeons, links: surgeonsOf(people).map((person) => ({ href: pathTo('/doctors/:id', { id: person.id }), label: person.name })) },
  ];
  return (
    <>
      {lists.map((list) => (
        <section key={list.id} aria-labelledby={`${idPrefix}-${list.id}`} className="card" data-testid={`${idPrefix}-${list.id}`}>
          <h2 id={`${idPrefix}-${list.id}`} className="h3">
            {list.heading}
          </h2>
          <ul className="mt-4 space-y-3">
            {list.links.map((link) => (
              <li key={link.href}>
                <a href={link.href} className="link">
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </>
  );
}
