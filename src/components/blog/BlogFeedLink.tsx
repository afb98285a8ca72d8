import { Rss } from 'lucide-react';
import { blogPage } from '../../generated/site';

/** The blog's Atom feed in the page's language, at `href` (blogFilesOf): a <link> for the page's head (feed readers find it there), or a visible link. */
export function BlogFeedLink({ href, inHead = false }: { href: string; inHead?: boolean }) {
  if (inHead) return <link rel="alternate" type="application/atom+xml" title={blogPage.feedTitle} href={href} />;
  return (
    <a href={href} className="link inline-flex items-center gap-2" type="application/atom+xml">
      <Rss aria-hidden="true" className="size-4" />
      {blogPage.feedLink}
    </a>
  );
}
