import { collections, singletons, type CollectionName } from './collections';

/** What the report reads: the valid content of a run and the day it counted as today. */
interface ReviewedContent {
  collections: Partial<Record<CollectionName, ReadonlyArray<{ id: string; data: Record<string, unknown> }>>>;
  singletons: Record<string, unknown>;
  today: string;
}

/** The day a year before `today` (YYYY-MM-DD); anything before it is over a year old. */
export function yearBefore(today: string): string {
  return `${Number(today.slice(0, 4)) - 1}${today.slice(4)}`;
}

const fieldPath = (path: Array<string | number>) => path.map((part, index) => (typeof part === 'number' ? `[${part}]` : `${index > 0 ? '.' : ''}${part}`)).join('');

/** Every medical review (an object with "lastReviewed") and every traced figure (one with "checked" and "source") inside a file's data. */
function* datedParts(value: unknown, path: Array<string | number> = []): Generator<{ kind: 'review' | 'figure'; date: string; path: Array<string | number> }> {
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) yield* datedParts(item, [...path, index]);
    return;
  }
  if (!value || typeof value !== 'object') return;
  const record = value as Record<string, unknown>;
  if (typeof record.lastReviewed === 'string') yield { kind: 'review', date: record.lastReviewed, path: [...path, 'lastReviewed'] };
  if (typeof record.checked === 'string' && record.source) yield { kind: 'figure', date: record.checked, path: [...path, 'checked'] };
  for (const [key, inner] of Object.entries(record)) yield* datedParts(inner, [...path, key]);
}

/**
 * What editors must look at again: pages whose last medical review, and figures whose last check
 * against their source, is more than a year before today; each as "file field: sentence".
 */
export function reviewReport(content: ReviewedContent): { pages: string[]; figures: string[] } {
  const before = yearBefore(content.today);
  const files: Array<{ file: string; data: unknown }> = [];
  for (const [name, definition] of Object.entries(collections))
    for (const entry of content.collections[name as CollectionName] ?? []) files.push({ file: `content/${definition.dir}/${entry.id}.${definition.format}`, data: entry.data });
  for (const [name, definition] of Object.entries(singletons)) if (content.singletons[name] !== undefined) files.push({ file: `content/${definition.file}`, data: content.singletons[name] });
  const pages: string[] = [];
  const figures: string[] = [];
  for (const { file, data } of files)
    for (const part of datedParts(data)) {
      if (part.date >= before) continue;
      if (part.kind === 'review') pages.push(`${file} ${fieldPath(part.path)}: last medically reviewed on ${part.date}, more than a year ago: ask a clinician to review the page again.`);
      else figures.push(`${file} ${fieldPath(part.path)}: last checked on ${part.date}, more than a year ago: check the figure against its source again.`);
    }
  return { pages, figures };
}
