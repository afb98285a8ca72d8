import { useEffect, useId, useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import { buttonClass } from '../components/ui/ButtonLink';
import type { CoordinatorPortal } from '../content/schemas/demo-coordinator';
import { filterFromQuery, patientMatches, type PatientFilter as Filter } from '../lib/patient-filter';
import { choicesOf, fieldWordsOf, textOf } from './from-html';
import { inputClass } from './request-form/FieldShell';

/** The filter's words only its answers say: its HTML never shows them before. */
type Answers = 'result' | 'empty';

export interface PatientFilterProps {
  /** Where the form goes: the page's own address. */
  action: string;
  /** The tab the list is in, kept in the address with the filter. */
  tab: { param: string; id: string };
  /** The choices of each filter: id and words. */
  statuses: Array<{ id: string; label: string }>;
  priorities: Array<{ id: string; label: string }>;
  /** The form's words (content/site/demo-coordinator.json, filters). */
  words: Omit<CoordinatorPortal['filters'], Answers>;
  /** The result line and what it says when no patient matches (content/site/demo-coordinator.json, filters). */
  messages: Pick<CoordinatorPortal['filters'], Answers>;
}

/** The props the island's own HTML already carries: left out of the page's JSON, read back by fromHtml when it wakes. */
export const htmlProps = ['action', 'tab', 'statuses', 'priorities', 'words'] as const;

/** The form's address, its tab field, the filters' choices (their selects', after "any") and the words its labels, button and link show. */
export function fromHtml(root: HTMLElement): Pick<PatientFilterProps, (typeof htmlProps)[number]> {
  const form = root.querySelector('form')!;
  const tab = form.querySelector<HTMLInputElement>('input[type=hidden]')!;
  const select = (name: string) => form.querySelector<HTMLSelectElement>(`select[name=${name}]`);
  const fields = fieldWordsOf(form, ['q', 'status', 'priority']);
  return {
    action: form.getAttribute('action') ?? '',
    tab: { param: tab.name, id: tab.value },
    statuses: choicesOf(select('status')),
    priorities: choicesOf(select('priority')),
    words: {
      label: form.getAttribute('aria-label') ?? '',
      search: fields.q.label,
      searchHint: fields.q.hint ?? '',
      status: fields.status.label,
      priority: fields.priority.label,
      any: select('status')?.options[0]?.textContent ?? '',
      apply: textOf(form, 'button[type=submit]'),
      clear: textOf(form, 'a'),
    },
  };
}

/** Shows the rows of the list that pass the filter, as the page marks them; the number shown and the total. */
function applyFilter(filter: Filter): { shown: number; total: number } {
  const rows = document.querySelectorAll<HTMLElement>('[data-patient]');
  let shown = 0;
  for (const row of rows) {
    const match = patientMatches({ text: row.dataset.search ?? '', status: row.dataset.status ?? '', priority: row.dataset.priority ?? '' }, filter);
    row.hidden = !match;
    if (match) shown++;
  }
  return { shown, total: rows.length };
}

/**
 * The coordinator demo's patient search and filters: a GET form whose choices live in the
 * address. It filters the list the page rendered (rows marked data-patient), so no list is sent
 * twice. The address is replaced, not pushed, as the tabs' is: Back leaves the page instead of
 * stepping back through every letter typed, and the address (reloaded, shared, or returned to by
 * Back and Forward) restores the filter. Before the island wakes, the stylesheet already applies a
 * status or priority chosen and the page's first inline script writes it into the address; the
 * search field submits the form (GET), and the page opened at that address is filtered once the
 * island wakes. Without JavaScript the status and priority filters still work (the stylesheet
 * hides the rows they rule out); the search, which needs a script (a static host answers every
 * query with the same page), is not shown, and neither is the button that would submit it.
 */
export default function PatientFilter({ action, tab, statuses, priorities, words, messages }: PatientFilterProps) {
  const id = useId();
  // The address holds the filter: the server renders none; the island starts from the one the
  // address names (fields take no value from hydration, so this cannot mismatch the HTML), and
  // every change sets it at once, so the fields' values and React's never part, even while waking.
  const [query, setQuery] = useState(() => (typeof location === 'undefined' ? '' : location.search));
  useEffect(() => {
    const onHistory = () => setQuery(location.search);
    addEventListener('popstate', onHistory);
    return () => removeEventListener('popstate', onHistory);
  }, []);
  const filter = filterFromQuery(query);
  const resultRef = useRef<HTMLParagraphElement>(null);
  const formRef = useRef<HTMLFormElement>(null);

  // On waking, what the visitor typed or chose before the island was live goes into the address
  // first, before the address is read back into the fields: it can never be replaced by an older filter.
  useLayoutEffect(() => {
    const inForm = fromForm();
    const fromAddress = filterFromQuery(location.search);
    const next = { q: inForm.q || fromAddress.q, status: inForm.status || fromAddress.status, priority: inForm.priority || fromAddress.priority };
    // A field the visitor left empty shows what the address names (hydration writes no field's value).
    for (const key of ['q', 'status', 'priority'] as const) {
      const field = formRef.current!.elements.namedItem(key) as HTMLInputElement | HTMLSelectElement | null;
      if (field && !field.value && next[key]) field.value = next[key];
    }
    if (next.q !== fromAddress.q || next.status !== fromAddress.status || next.priority !== fromAddress.priority) change(next);
    // Once, on waking.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // The list is the page's HTML, outside React: its rows are shown or hidden here, and the result line says how many.
  useEffect(() => {
    const current = filterFromQuery(query);
    const { shown, total } = applyFilter(current);
    const line = resultRef.current;
    if (!line) return;
    const filtered = Boolean(current.q || current.status || current.priority);
    line.textContent = !filtered ? '' : shown === 0 ? messages.empty : messages.result.replace('{shown}', String(shown)).replace('{total}', String(total));
  }, [query, messages]);

  // What the fields hold: the visitor's truth. A change is built from it, never from the filter of
  // the last render, which may be older than the address while the island wakes.
  const fromForm = (): Filter => {
    const form = formRef.current!;
    const field = (key: keyof Filter) => (form.elements.namedItem(key) as HTMLInputElement | HTMLSelectElement | null)?.value ?? '';
    return { q: field('q'), status: field('status'), priority: field('priority') };
  };

  const change = (next: Filter) => {
    const url = new URL(location.href);
    for (const key of ['q', 'status', 'priority'] as const) {
      if (next[key]) url.searchParams.set(key, next[key]);
      else url.searchParams.delete(key);
    }
    if (next.q || next.status || next.priority) url.searchParams.set(tab.param, tab.id);
    history.replaceState(history.state, '', url);
    setQuery(url.search);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    change(fromForm());
  };

  const select = (key: 'status' | 'priority', label: string, choices: Array<{ id: string; label: string }>) => (
    <div>
      <label htmlFor={`${id}-${key}`} className="block font-semibold text-slate-900">
        {label}
      </label>
      {/* data-param: a choice made before the island wakes is written into the address by the page's first inline script, and the island starts from it. */}
      <select id={`${id}-${key}`} name={key} data-param={key} value={filter[key]} onChange={() => change(fromForm())} className={inputClass}>
        <option value="">{words.any}</option>
        {choices.map((choice) => (
          <option key={choice.id} value={choice.id}>
            {choice.label}
          </option>
        ))}
      </select>
    </div>
  );

  return (
    <form ref={formRef} method="get" action={action} role="search" aria-label={words.label} onSubmit={onSubmit}>
      <input type="hidden" name={tab.param} value={tab.id} />
      <div className="grid gap-4 sm:grid-cols-3">
        <div className="nojs:hidden">
          <label htmlFor={`${id}-q`} className="block font-semibold text-slate-900">
            {words.search}
          </label>
          <p id={`${id}-q-hint`} className="text-sm text-slate-600">
            {words.searchHint}
          </p>
          <input
            id={`${id}-q`}
            type="search"
            dir="auto"
            name="q"
            value={filter.q}
            aria-describedby={`${id}-q-hint`}
            onChange={() => change(fromForm())}
            className={inputClass}
          />
        </div>
        {select('status', words.status, statuses)}
        {select('priority', words.priority, priorities)}
      </div>
      <div className="mt-4 flex flex-wrap items-center gap-4 nojs:hidden">
        <button type="submit" className={buttonClass('secondary')}>
          {words.apply}
        </button>
        <a
          href={`${action}?${tab.param}=${tab.id}`}
          className="link"
          onClick={(event) => {
            event.preventDefault();
            change({ q: '', status: '', priority: '' });
          }}
        >
          {words.clear}
        </a>
      </div>
      <p ref={resultRef} aria-live="polite" className="mt-3 min-h-6 text-sm font-semibold text-slate-700 nojs:hidden" data-testid="patient-filter-result" />
    </form>
  );
}
