import { useId, useSyncExternalStore, type ChangeEvent } from 'react';
import { fillTemplate } from '../lib/template';
import { Slot } from './Slot';

export interface ProcedureSelectorProps {
  /** The select's label. */
  label: string;
  /** What screen readers hear once a choice is shown, with {option} for its name. */
  showing: string;
  /** The query parameter that holds the choice, so a reload or a shared link keeps it. */
  param: string;
  /** Each option's id (also its slot's name) and name. */
  options: Array<{ id: string; name: string }>;
  /** Chosen when the address names no option, or one that does not exist. */
  defaultId: string;
  /** Each option's panel, rendered on the server and adopted as it is. */
  slots: Record<string, string>;
}

/** The props the island's own HTML already carries: left out of the page's JSON, read back by fromHtml when it wakes. */
export const htmlProps = ['label', 'param', 'options', 'defaultId'] as const;

/** The select's label, parameter and options, and the option the server chose (its `selected` attribute: a choice made since is the page's, read from the address). */
export function fromHtml(root: HTMLElement): Pick<ProcedureSelectorProps, (typeof htmlProps)[number]> {
  const select = root.querySelector('select')!;
  const options = [...select.options];
  return {
    label: root.querySelector(`label[for="${select.id}"]`)?.textContent ?? '',
    param: select.dataset.param ?? '',
    options: options.map((option) => ({ id: option.value, name: option.textContent ?? '' })),
    defaultId: (options.find((option) => option.defaultSelected) ?? options[0])?.value ?? '',
  };
}

const changeEvent = 'procedure-selector-change';

function subscribe(onChange: () => void) {
  window.addEventListener('popstate', onChange);
  window.addEventListener(changeEvent, onChange);
  return () => {
    window.removeEventListener('popstate', onChange);
    window.removeEventListener(changeEvent, onChange);
  };
}

/**
 * A select that shows one panel at a time and keeps its choice in the address. Without
 * JavaScript every panel shows under its own heading, with links to each, so no figure is hidden.
 */
export default function ProcedureSelector({ label, showing, param, options, defaultId, slots }: ProcedureSelectorProps) {
  const id = useId();
  const fromAddress = useSyncExternalStore(
    subscribe,
    () => new URLSearchParams(window.location.search).get(param),
    () => null,
  );
  const selected = options.some((option) => option.id === fromAddress) ? fromAddress! : defaultId;

  function choose(event: ChangeEvent<HTMLSelectElement>) {
    const url = new URL(window.location.href);
    url.searchParams.set(param, event.target.value);
    window.history.replaceState(window.history.state, '', url);
    window.dispatchEvent(new Event(changeEvent));
  }

  const selectedName = options.find((option) => option.id === selected)?.name;
  return (
    <div>
      <div className="flex flex-wrap items-center gap-3 nojs:hidden">
        <label htmlFor={`${id}-select`} className="font-semibold text-slate-900">
          {label}
        </label>
        <select
          id={`${id}-select`}
          value={selected}
          onChange={choose}
          // Before the island wakes, the page's first inline script shows the chosen panel and writes the address.
          data-param={param}
          className="min-w-0 max-w-full rounded-md border-2 border-slate-300 bg-white px-3 py-2 text-slate-900"
        >
          {options.map((option) => (
            <option key={option.id} value={option.id}>
              {option.name}
            </option>
          ))}
        </select>
        <p className="sr-only" aria-live="polite">
          {fillTemplate(showing, { option: selectedName ?? '' })}
        </p>
      </div>
      <ul className="hidden flex-wrap gap-x-4 gap-y-1 nojs:flex" aria-label={label}>
        {options.map((option) => (
          <li key={option.id}>
            <a href={`#${id}-panel-${option.id}`} className="link">
              {option.name}
            </a>
          </li>
        ))}
      </ul>
      {options.map((option) => (
        <div
          key={option.id}
          id={`${id}-panel-${option.id}`}
          data-option={option.id}
          className={`mt-5 ${option.id === selected ? '' : 'hidden nojs:block'}`}
        >
          <Slot name={option.id} html={slots[option.id]} />
        </div>
      ))}
    </div>
  );
}
