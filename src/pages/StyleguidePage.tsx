import { ArrowRight, Check, Clock, Phone } from 'lucide-react';
import themeCss from '../styles.css?raw';
import { PageHead } from '../components/PageHead';
import { Badge } from '../components/ui/Badge';
import { ButtonLink } from '../components/ui/ButtonLink';
import { CardGrid } from '../components/ui/CardGrid';
import { CtaBand } from '../components/ui/CtaBand';
import { Illustration } from '../components/ui/Illustration';
import { PageHeader } from '../components/ui/PageHeader';
import { PriceBlock } from '../components/ui/PriceBlock';
import { Section } from '../components/ui/Section';
import { Stat, StatList } from '../components/ui/Stat';
import { illustrationNames } from '../content/schemas/illustration';
import { claims, common } from '../generated/site';
import { claimFigure } from '../lib/figures';
import { packagesInOrder } from '../lib/packages';
import { usePageMeta } from '../lib/page-meta';
import { pathTo } from '../routes';

/**
 * The tokens as src/styles.css declares them, read from the file itself so this page cannot drift from it.
 * `name` is for reading ("--spacing-0.5"); `use` keeps the CSS escape a style needs ("var(--spacing-0\.5)").
 */
function tokens(family: string): Array<{ name: string; use: string; value: string }> {
  const theme = /@theme\s*{([\s\S]*?)\n}/.exec(themeCss)?.[1] ?? '';
  return [...theme.matchAll(/(--[\w\\.-]+):\s*([^;]+);/g)]
    .map(([, name, value]) => ({ name: name.replace(/\\/g, ''), use: `var(${name})`, value: value.trim() }))
    .filter(({ name, value }) => name.startsWith(`--${family}-`) && value !== 'initial' && !name.includes('--line-height'));
}

function TokenName({ name, value }: { name: string; value: string }) {
  return (
    <span className="block text-sm">
      <code className="font-semibold text-slate-900">{name}</code> <span className="text-slate-600">{value}</span>
    </span>
  );
}

/** /styleguide: every token and primitive of the design system, for editors and developers (noindex). */
export default function StyleguidePage() {
  const meta = usePageMeta();
  const [priced, fromOnly] = [packagesInOrder().find((pkg) => pkg.originalPrice !== undefined), packagesInOrder().find((pkg) => pkg.price === undefined)];
  const stats = claims.claims.slice(0, 4);
  return (
    <>
      <PageHead title={meta.title} description={meta.description} noindex={meta.noindex} />
      <PageHeader eyebrow="Design system" title={meta.title} lead={meta.description} illustration="figures">
        <p className="note mt-4">
          Tokens live in <code>src/styles.css</code> (<code>@theme</code>); primitives in <code>src/components/ui/</code>. This heading block is the{' '}
          <code>PageHeader</code> primitive.
        </p>
      </PageHeader>

      <Section id="colours" heading="Colour" lead="The only colours a class can name; any other generates no CSS.">
        <CardGrid cols={4}>
          {tokens('color').map((token) => (
            <li key={token.name} className="flex items-center gap-3">
              <span className="size-12 shrink-0 rounded-md border border-slate-200" style={{ background: token.use }} />
              <TokenName {...token} />
            </li>
          ))}
        </CardGrid>
      </Section>

      <Section fold id="type" heading="Type" lead="A tuned system stack; the three largest sizes grow with the viewport." tone="tint">
        <ul className="space-y-4">
          {tokens('text').map((token) => (
            <li key={token.name}>
              <TokenName {...token} />
              <span className="block font-bold text-slate-900" style={{ fontSize: token.use }}>
                Colorectal surgery, planned around you
              </span>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="spacing" heading="Spacing and widths" lead="Margins, paddings, gaps and widths take these steps only; a test fails the build's CSS on any other.">
        <ul className="space-y-2">
          {tokens('spacing').map((token) => (
            <li key={token.name} className="flex items-center gap-4">
              <span className="h-4 shrink-0 rounded-sm bg-brand-500" style={{ width: token.use }} />
              <TokenName {...token} />
            </li>
          ))}
        </ul>
        <ul className="mt-8 space-y-2">
          {tokens('container').map((token) => (
            <li key={token.name}>
              <TokenName {...token} />
            </li>
          ))}
        </ul>
      </Section>

      <Section id="radii-shadows" heading="Radii and shadows" tone="tint">
        <CardGrid cols={4}>
          {[...tokens('radius'), ...tokens('shadow')].map((token) => (
            <li key={token.name}>
              <span
                className="block h-16 border border-slate-200 bg-white"
                style={token.name.startsWith('--radius') ? { borderRadius: token.use } : { boxShadow: token.use, borderRadius: 'var(--radius-md)' }}
              />
              <span className="mt-2 block">
                <TokenName {...token} />
              </span>
            </li>
          ))}
        </CardGrid>
      </Section>

      <Section id="buttons" heading="Buttons, links and badges" lead="Calls to action are links styled as buttons (ButtonLink); a text link has the link class.">
        <div className="flex flex-wrap items-center gap-3">
          <ButtonLink href={pathTo('/packages')}>
            Primary <ArrowRight aria-hidden="true" className="size-4 flip-rtl" />
          </ButtonLink>
          <ButtonLink href={pathTo('/packages')} variant="secondary">
            Secondary
          </ButtonLink>
          <ButtonLink href={pathTo('/emergency-support')} variant="danger">
            <Phone aria-hidden="true" className="size-4" /> Danger
          </ButtonLink>
          <a href={pathTo('/sitemap')} className="link">
            Text link
          </a>
        </div>
        <div className="mt-6 flex flex-wrap gap-3">
          <Badge>
            <Clock aria-hidden="true" className="size-4" /> Brand badge
          </Badge>
          <Badge tone="accent">Accent badge</Badge>
          <Badge tone="danger">Danger badge</Badge>
        </div>
        <p className="note mt-6 flex items-center gap-2">
          <Check aria-hidden="true" className="size-4 text-brand-600" /> Icons come from lucide-react only, at size-4, -5 or -6, marked aria-hidden beside words that say the same.
        </p>
      </Section>

      <Section id="prices" heading="Price block" lead="One pattern wherever a price shows: headline or “from” price, the range, and the US comparison with its source where the content has one." tone="tint">
        <CardGrid cols={2} as="div">
          {priced && (
            <div className="card">
              <PriceBlock priced={priced} size="lg" />
            </div>
          )}
          {fromOnly && (
            <div className="card">
              <PriceBlock priced={fromOnly} />
            </div>
          )}
        </CardGrid>
      </Section>

      <Section id="stats" heading="Stat tiles" lead="Figure, label, then exactly what it counts; tiles in a row share their top line.">
        <StatList>
          {stats.map((claim) => (
            <Stat key={claim.id} figure={claimFigure(claim, common.durations)} label={claim.label} note={claim.meaning} trace={claim} />
          ))}
        </StatList>
      </Section>

      <Section id="cards" heading="Section, card grid and card" lead="A Section sets the vertical rhythm and the container; CardGrid sets the columns; .card is the surface." tone="tint">
        <CardGrid cols={3}>
          {['One', 'Two', 'Three'].map((label) => (
            <li key={label} className="card">
              <h3 className="h3">Card {label.toLowerCase()}</h3>
              <p className="mt-1 text-slate-700">Cards in a grid have equal columns and the same gap on every page.</p>
            </li>
          ))}
        </CardGrid>
      </Section>

      <Section id="illustrations" heading="Illustrations" lead="Hand-drawn SVG files in public/illustrations/: drawings, never photographs of real places or people. Decorative ones have empty alt text.">
        <CardGrid cols={4}>
          {illustrationNames.map((name) => (
            <li key={name} className="text-center">
              <Illustration name={name} className="mx-auto" />
              <code className="text-sm">{name}</code>
            </li>
          ))}
        </CardGrid>
      </Section>

      <CtaBand id="cta-sample" heading="Call-to-action band" text="The closing band of a page, with one or two inverse buttons." illustration="figures">
        <ButtonLink href={pathTo('/coordinator-connect')} variant="inverse">
          Inverse button
        </ButtonLink>
        <ButtonLink href={pathTo('/packages')} variant="outline-inverse">
          Outline inverse
        </ButtonLink>
      </CtaBand>
    </>
  );
}
