import { Rss } from 'lucide-react';
import { blogPage } from '../../generated/site';
import { blogFeedPath } from '../../lib/blog/search-index';

/** The blog's Atom feed: a <link> for the page's head (feed readers find it there), or a visible link. */
export function BlogFeedLink({ inHead = false }: { inHead?: boolean }) {
  if (inHead) return <link rel="alternate" type="application/atom+xml" title={blogPage.feedTitle} href={blogFeedPath} />;
  return (
    <a href={blogFeedPath} className="link inline-flex items-center gap-2" type="application/atom+xml">
      <Rss aria-hidden="true" className="size-4" />
      {blogPage.feedLink}
    </a>
  );
}
