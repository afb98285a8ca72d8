/**
 * The attribute that marks where a page's first screen ends. The element that carries it starts
 * below the first screen of a phone and of a desktop window (tests/e2e/first-screen.spec.ts checks
 * it on every kind of page that has one); it and everything after it may arrive after the first
 * paint. Put it on a band of the page (a Section), never inside a table or a row of columns, whose
 * later cells could change the size of the ones above.
 */
export const foldAttribute = 'data-fold';

/** The attributes that mark an element as the first one below the first screen. */
export const belowFirstScreen = { [foldAttribute]: '' } as const;

const voidElements = new Set(['area', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'track', 'wbr']);

/**
 * A body of HTML (an article's) with its first top-level block after `text` characters of text
 * marked as the first below the first screen; unchanged when it is shorter.
 */
export function markFold(html: string, text: number): string {
  let depth = 0;
  let read = 0;
  let last = 0;
  for (const tag of html.matchAll(/<(\/?)([a-zA-Z][\w-]*)[^>]*?(\/?)>/g)) {
    read += html.slice(last, tag.index).replace(/&[^;\s]+;/g, ' ').length;
    last = tag.index + tag[0].length;
    const [, closing, name, selfClosing] = tag;
    if (closing) depth--;
    else if (depth === 0 && read >= text) {
      const at = tag.index + 1 + name.length;
      return `${html.slice(0, at)} ${foldAttribute}=""${html.slice(at)}`;
    } else if (!selfClosing && !voidElements.has(name.toLowerCase())) depth++;
  }
  return html;
}
