import { PageHead } from '../components/PageHead';
import { SurgeonCard } from '../components/network/SurgeonCard';
import { CardGrid } from '../components/ui/CardGrid';
import { PageHeader } from '../components/ui/PageHeader';
import { Section } from '../components/ui/Section';
import { hospitals } from '../generated/hospitals';
import { people } from '../generated/people';
import { network } from '../generated/site';
import { surgeonsAt } from '../lib/network';
import { usePageMeta } from '../lib/page-meta';
import { pathTo } from '../routes';
import { cityName } from '../lib/cities';

/** /doctors: every surgeon of the network, by the hospital they operate at; each card opens the surgeon's profile. */
export default function DoctorsPage() {
  const meta = usePageMeta();
  const byHospital = hospitals.map((hospital) => ({ hospital, surgeons: surgeonsAt(people, hospital.id) })).filter((group) => group.surgeons.length > 0);
  return (
    <>
      <PageHead title={meta.title} description={meta.description} />
      <PageHeader title={meta.title} lead={meta.description} illustration={meta.illustration} />
      {byHospital.map(({ hospital, surgeons }, index) => (
        <Section
          key={hospital.id}
          fold={index === 1}
          id={`surgeons-${hospital.id}`}
          heading={hospital.name}
          lead={cityName(hospital.city)}
          tone={index % 2 ? 'tint' : 'plain'}
          action={
            <a href={pathTo('/hospital/:hospitalId', { hospitalId: hospital.id })} className="link">
              {network.hospitalsPage.cardLink}
            </a>
          }
        >
          <CardGrid cols={3}>
            {surgeons.map((person) => (
              <SurgeonCard key={person.id} person={person} />
            ))}
          </CardGrid>
        </Section>
      ))}
    </>
  );
}
