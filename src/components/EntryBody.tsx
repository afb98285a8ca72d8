import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router';

/**
 * An MDX body, rendered to HTML at the content step. Links inside the site navigate in the app
 * instead of reloading the page.
 */
export function EntryBody({ html, className = '' }: { html: string; className?: string }) {
  const navigate = useNavigate();
  function onClick(event: MouseEvent<HTMLDivElement>) {
    const anchor = (event.target as HTMLElement).closest('a');
    const href = anchor?.getAttribute('href');
    if (!href?.startsWith('/') || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    navigate(href);
  }
  // The HTML comes from our own validated content, compiled at build time.
  return <div className={`prose-body ${className}`} onClick={onClick} dangerouslySetInnerHTML={{ __html: html }} />;
}
