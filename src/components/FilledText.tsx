import { Fragment, type ReactNode } from 'react';
import { templateParts } from '../lib/template';

/** A text from content with its {name} places filled by elements: `<FilledText text={note} values={{ link: <a …>…</a> }} />`. */
export function FilledText({ text, values }: { text: string; values: Readonly<Record<string, ReactNode>> }) {
  return (
    <>
      {templateParts(text, values).map((part, index) => (
        <Fragment key={index}>{part}</Fragment>
      ))}
    </>
  );
}
