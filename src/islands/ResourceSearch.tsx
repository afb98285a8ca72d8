import { useId, useState } from 'react';
import type { ResourcesPage } from '../content/schemas/resources-page';
import { searchFold } from '../lib/search-text';
import { fillTemplate } from '../lib/template';
import { currentLocale } from '../lib/locale';
import { plural } from '../lib/plural';
import { attributeOf, nameOf, textOf } from './from-html';

/** The box's words its HTML shows: its label and placeholder. */
type ShownWords = 'label' | 'placeholder';

export interface ResourceSearchProps {
  /** The tabs whose lists it filters, by category, with their labels for the result line. */
  tabs: Array<{ category: string; label: string }>;
  /** Its label and placeholder (content/site/resources-page.json, search). */
  words: Pick<ResourcesPage['search'], ShownWords>;
  /** What its result line says (content/site/resources-page.json, search). */
  messages: Omit<ResourcesPage['search'], ShownWords>;
}

/** The props the page's HTML already carries: left out of its JSON, read back by fromHtml when the island wakes. */
export const htmlProps = ['tabs', 'words'] as const;

/** Each list's category and the tab that names its panel, and the box's label and placeholder. */
export function fromHtml(root: HTMLElement): Pick<ResourceSearchProps, (typeof htmlProps)[number]> {
  const lists = [...root.ownerDocument.querySelectorAll<HTMLElement>('[data-resource-list]')];
  const tabs = new Map(lists.map((list) => [list.dataset.resourceList!, nameOf(list.closest('[role=tabpanel]'))]));
  return {
    tabs: [...tabs].map(([category, label]) => ({ category, label })),
    words: { label: textOf(root, 'label'), placeholder: attributeOf(root, 'input', 'placeholder') },
  };
}

/**
 * Hides the cards on the page that do not contain the words, both folded for search (case,
 * accents, Arabic diacritics and letter variants ignored); the cards shown by category, or null for no words.
 */
function filterResources(query: string): Record<string, number> | null {
  const words = searchFold(query.trim());
  const found: Record<string, number> = {};
  for (const list of document.querySelectorAll<HTMLElement>('[data-resource-list]')) {
    const category = list.dataset.resourceList!;
    let shown = 0;
    for (const card of list.querySelectorAll<HTMLElement>('[data-resource]')) {
      const match = !words || searchFold(card.textContent ?? '').includes(words);
      card.hidden = !match;
      if (match) shown++;
    }
    const empty = list.parentElement?.querySelector<HTMLElement>('[data-resource-empty]');
    if (empty) empty.hidden = shown > 0;
    found[category] = (found[category] ?? 0) + shown;
  }
  return words ? found : null;
}

/**
 * Filters the resources the page lists, in place: it reads the cards from the page (each marked
 * data-resource, inside a list marked data-resource-list with its category) and hides those that
 * do not contain the words typed, so no list of resources is sent twice.
 */
export default function ResourceSearch({ tabs, words, messages }: ResourceSearchProps) {
  const id = useId();
  const [query, setQuery] = useState('');
  const [counts, setCounts] = useState<Record<string, number> | null>(null);

  const search = (value: string) => {
    setQuery(value);
    setCounts(filterResources(value));
  };

  const total = counts ? Object.values(counts).reduce((sum, count) => sum + count, 0) : 0;
  return (
    <div role="search" className="nojs:hidden">
      <label htmlFor={`${id}-query`} className="font-semibold text-slate-900">
        {words.label}
      </label>
      <input
        id={`${id}-query`}
        type="search"
        dir="auto"
        value={query}
        onChange={(event) => search(event.target.value)}
        placeholder={words.placeholder}
        className="mt-1 block w-full max-w-md rounded-md border-2 border-slate-300 bg-white px-4 py-2.5 text-slate-900"
      />
      <p aria-live="polite" className="mt-2 min-h-6 text-sm text-slate-700" data-testid="search-status">
        {counts &&
          (total === 0
            ? fillTemplate(messages.noMatches, { query: query.trim() })
            : fillTemplate(plural(messages.matches, total, currentLocale()), {
                count: String(total),
                places: tabs
                  .filter((tab) => counts[tab.category])
                  .map((tab) => fillTemplate(messages.inTab, { count: String(counts[tab.category]), tab: tab.label }))
                  .join(', '),
              }))}
      </p>
    </div>
  );
}
