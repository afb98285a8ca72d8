/** An MDX body, rendered to HTML at the content step from validated content. */
export function EntryBody({ html, className = '' }: { html: string; className?: string }) {
  return <div className={`prose-body ${className}`} dangerouslySetInnerHTML={{ __html: html }} />;
}
