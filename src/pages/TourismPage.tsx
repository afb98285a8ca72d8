import { PageHead } from '../components/PageHead';
import { DestinationCard } from '../components/info/DestinationCard';
import { TravelPackageCard } from '../components/info/TravelPackageCard';
import { ButtonLink } from '../components/ui/ButtonLink';
import { CardGrid } from '../components/ui/CardGrid';
import { PageHeader } from '../components/ui/PageHeader';
import { Section } from '../components/ui/Section';
import { tourism } from '../generated/site';
import { consultationHref } from '../lib/links';
import { usePageMeta } from '../lib/page-meta';
import { pathTo } from '../routes';
import { TickPoint } from '../components/ui/TickPoint';

/** /tourism: destination cities, travel-and-surgery packages and reasons to choose India. */
export default function TourismPage() {
  const meta = usePageMeta();
  return (
    <>
      <PageHead title={meta.title} description={meta.description} />
      <PageHeader title={tourism.hero.heading} eyebrow={meta.title} lead={tourism.hero.text} illustration={meta.illustration}>
        <div className="mt-6 flex flex-wrap gap-3">
          <ButtonLink href={consultationHref()}>{tourism.heroActions.coordinator}</ButtonLink>
          <ButtonLink href={pathTo('/hospitals')} variant="secondary">
            {tourism.heroActions.hospitals}
          </ButtonLink>
        </div>
      </PageHeader>
      <Section id="destinations" {...tourism.sections.destinations}>
        <CardGrid cols={4}>
          {tourism.destinations.map((destination) => (
            <DestinationCard key={destination.city} destination={destination} />
          ))}
        </CardGrid>
      </Section>
      <Section fold id="travel-packages" {...tourism.sections.packages} tone="tint">
        <CardGrid cols={3}>
          {tourism.packages.map((travelPackage) => (
            <TravelPackageCard key={travelPackage.title} travelPackage={travelPackage} />
          ))}
        </CardGrid>
      </Section>
      <Section
        id="reasons"
        {...tourism.sections.reasons}
        action={
          <a href={pathTo('/why-india')} className="link">
            {tourism.compareCostsLink}
          </a>
        }
      >
        <CardGrid cols={2}>
          {tourism.reasons.map((reason) => (
            <TickPoint key={reason.title} title={reason.title} text={reason.text} />
          ))}
        </CardGrid>
      </Section>
    </>
  );
}
