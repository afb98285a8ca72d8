import { describe, expect, it } from 'vitest';
import { htmlProblems, type VnuMessage } from '../../scripts/check-html';

const root = '/site';
const at = (file: string, line: number, message: string, type: VnuMessage['type'] = 'error', subType?: string): VnuMessage => ({
  type,
  subType,
  url: `file:${root}/dist/${file}`,
  lastLine: line,
  message,
});

describe('the HTML check', () => {
  it('fails on errors and warnings, naming the file and line', () => {
    const messages = [
      at('index.html', 16, 'Element “a” not allowed as child of element “figure” in this context.'),
      at('blog/index.html', 4, 'Consider adding a “lang” attribute to the “html” start tag.', 'info', 'warning'),
    ];
    expect(htmlProblems(messages, root)).toEqual([
      'dist/index.html:16: error: Element “a” not allowed as child of element “figure” in this context.',
      'dist/blog/index.html:4: warning: Consider adding a “lang” attribute to the “html” start tag.',
    ]);
  });

  it('lets info messages pass, and the CSS the checker is too old to know, but no other CSS error', () => {
    const messages = [
      at('index.html', 4, 'Trailing slash on void elements has no effect and interacts badly with unquoted attribute values.', 'info'),
      at('index.html', 10, 'CSS: Unrecognized at-rule “@property”'),
      at('index.html', 10, 'CSS: “margin-trim”: Property “margin-trim” doesn\'t exist.'),
      at('styleguide/index.html', 16, 'CSS: “width”: Parse Error.'),
    ];
    expect(htmlProblems(messages, root)).toEqual(['dist/styleguide/index.html:16: error: CSS: “width”: Parse Error.']);
  });

  it('lets the render-blocking link that waits for the first screen pass, which the checker is too old to know, but no other blocking link', () => {
    const blocking = 'A “link” element with a “blocking” attribute must have a “rel” attribute whose value is “stylesheet”.';
    const messages = [
      { ...at('index.html', 11, blocking), extract: '<link rel="expect" href="#first-screen" blocking="render">' },
      { ...at('blog/index.html', 11, blocking), extract: '<link rel="preload" href="/a.css" as="style" blocking="render">' },
    ];
    expect(htmlProblems(messages, root)).toEqual([`dist/blog/index.html:11: error: ${blocking}`]);
  });
});
