import { Bookmark, Heart } from 'lucide-react';
import { useSyncExternalStore } from 'react';
import { ownText } from './from-html';

export interface ArticleActionsProps {
  /** The article's id: what this browser remembers the toggles under. */
  articleId: string;
  /** The likes counted elsewhere; the site keeps no shared count, so this is 0 and the count shows this browser's like alone. */
  likes: number;
  words: { like: string; bookmark: string };
}

/** The props the island's own HTML already carries: left out of the page's JSON, read back by fromHtml when it wakes. */
export const htmlProps = ['likes', 'words'] as const;

/**
 * The toggles' words beside their icons, and the likes the count shows as the page comes (no like of this browser's yet):
 * the like button first, its count the element last in it, then the bookmark button, as the component below renders them.
 */
export function fromHtml(root: HTMLElement): Pick<ArticleActionsProps, (typeof htmlProps)[number]> {
  const [like = null, bookmark = null] = root.querySelectorAll('button');
  return {
    likes: Number(like?.lastElementChild?.textContent ?? 0),
    words: { like: ownText(like), bookmark: ownText(bookmark) },
  };
}

const storageKey = (kind: 'like' | 'bookmark', articleId: string) => `blog.${kind}.${articleId}`;

function remembered(key: string): boolean {
  try {
    return localStorage.getItem(key) === '1';
  } catch {
    return false;
  }
}

const changeEvent = 'article-actions-change';
/** Toggles this page could not store (private mode, full storage): they still hold until the page closes. */
const unstored = new Map<string, boolean>();

function remember(key: string, on: boolean) {
  unstored.delete(key);
  try {
    if (on) localStorage.setItem(key, '1');
    else localStorage.removeItem(key);
  } catch {
    unstored.set(key, on);
  }
  window.dispatchEvent(new Event(changeEvent));
}

function subscribe(onChange: () => void) {
  // "storage" comes when another tab of the site toggles the same article.
  window.addEventListener('storage', onChange);
  window.addEventListener(changeEvent, onChange);
  return () => {
    window.removeEventListener('storage', onChange);
    window.removeEventListener(changeEvent, onChange);
  };
}

function useToggle(key: string): boolean {
  return useSyncExternalStore(subscribe, () => unstored.get(key) ?? remembered(key), () => false);
}

/** The like and bookmark toggles of an article, kept in this browser across reloads. Without JavaScript they are hidden: they would do nothing. */
export default function ArticleActions({ articleId, likes, words }: ArticleActionsProps) {
  const liked = useToggle(storageKey('like', articleId));
  const saved = useToggle(storageKey('bookmark', articleId));
  const toggle = (kind: 'like' | 'bookmark', on: boolean) => remember(storageKey(kind, articleId), on);

  const toggleClass = (on: boolean) =>
    `inline-flex items-center gap-2 rounded-md border-2 px-3 py-1.5 text-sm font-semibold ${on ? 'border-brand-700 bg-brand-50 text-brand-800' : 'border-slate-300 bg-white text-slate-700 hover:border-brand-700'}`;
  return (
    <div className="flex flex-wrap gap-3 nojs:hidden">
      <button type="button" aria-pressed={liked} className={toggleClass(liked)} onClick={() => toggle('like', !liked)}>
        <Heart aria-hidden="true" className={`size-4 ${liked ? 'fill-current' : ''}`} />
        {words.like}
        <span className="tnum">
          {likes + (liked ? 1 : 0)}
        </span>
      </button>
      <button type="button" aria-pressed={saved} className={toggleClass(saved)} onClick={() => toggle('bookmark', !saved)}>
        <Bookmark aria-hidden="true" className={`size-4 ${saved ? 'fill-current' : ''}`} />
        {words.bookmark}
      </button>
    </div>
  );
}
