/**
 * Server-rendered HTML an island shows but does not change (a tab panel's text, a menu panel's
 * links). The island receives it read back from the page, so the text is sent once, as HTML.
 */
export function Slot({ name, html, className }: { name: string; html: string; className?: string }) {
  return <div data-slot={name} className={className} dangerouslySetInnerHTML={{ __html: html }} />;
}
