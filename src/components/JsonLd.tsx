import type { Thing, WithContext } from 'schema-dts';

/** A block of structured data (build it with src/lib/structured-data.ts). */
export function JsonLd({ data }: { data: WithContext<Thing> }) {
  // JSON.stringify escapes nothing HTML-specific, so "<" is escaped to keep the script block closed.
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, '\\u003c') }} />;
}
