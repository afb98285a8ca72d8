/**
 * The CSS one page uses, picked from the site's stylesheet for inlining in its <style>: a page then
 * paints from its own document, with no stylesheet to wait for. The whole stylesheet follows
 * without blocking (see page-document.ts and the islands runtime) for what islands add later.
 *
 * lightningcss does the work: it parses the stylesheet, drops the rules whose classes, ids or custom
 * properties a page does not use (its `unusedSymbols`), and minifies what is left, in a few
 * milliseconds a page. Selection is conservative: a rule goes only when a class or id it needs is
 * nowhere in the page (one inside :not(), :is() or :has() keeps it), and attribute selectors
 * ([aria-selected], [open], data-*) and states (:hover, :popover-open) are never evaluated, so a
 * rule for a state the page can reach (a tab chosen, a disclosure opened, JavaScript off) stays.
 * Element names are lightningcss's JavaScript visitor's part (a rule goes when every selector of
 * its list names an element the page lacks), once per set of elements: it costs ten times the rest.
 */
import { transform, type Selector } from 'lightningcss';
import { gzipSize } from './page-document';

/** Names in the stylesheet a page can lack: classes and ids, element names, custom properties. */
interface StylesheetNames {
  symbols: Set<string>;
  tags: Set<string>;
  customProperties: Set<string>;
  /**
   * Properties lightningcss does not know (border-collapse, text-wrap): it keeps them as custom
   * ones, and its `unusedSymbols` drops each declaration of one whose name is an unused class, so
   * a page without `.border-collapse` would lose `table { border-collapse: collapse }`. A class
   * named after one is therefore never dropped.
   */
  unknownProperties: Set<string>;
}

/** What a page's HTML uses, as the stylesheet can name it. */
export interface PageUses {
  symbols: Set<string>;
  tags: Set<string>;
  /** Custom properties read in the page's own style attributes (var(--x)). */
  customProperties: Set<string>;
}

const filename = 'site.css';
const varReference = /var\(\s*(--[\w-]+(?:\\.[\w-]*)*)/g;
const unescape = (name: string) => name.replace(/\\(.)/g, '$1');
const entities: Record<string, string> = { amp: '&', quot: '"', apos: "'", lt: '<', gt: '>' };
/** An attribute's value as the browser reads it (the entities React writes in attributes). */
const attributeValue = (text: string) =>
  !text.includes('&') ? text : text.replace(/&(?:#(\d+)|#x([\da-f]+)|(\w+));/gi, (entity, decimal?: string, hex?: string, name?: string) =>
    decimal ? String.fromCodePoint(Number(decimal)) : hex ? String.fromCodePoint(parseInt(hex, 16)) : (entities[name!] ?? entity),
  );

function namesOf(css: Buffer): StylesheetNames {
  const names: StylesheetNames = { symbols: new Set(), tags: new Set(), customProperties: new Set(), unknownProperties: new Set() };
  transform({
    filename,
    code: css,
    visitor: {
      Selector(selector) {
        for (const component of selector) {
          if (component.type === 'class' || component.type === 'id') names.symbols.add(component.name);
          else if (component.type === 'type') names.tags.add(component.name);
        }
      },
      Declaration: {
        custom(property) {
          // lightningcss hands properties it does not know (text-wrap, say) here too: only --names are custom.
          if (property.name.startsWith('--')) names.customProperties.add(property.name);
          else names.unknownProperties.add(property.name);
        },
      },
      Rule: {
        property(rule) {
          names.customProperties.add(rule.value.name);
        },
      },
    },
  });
  return names;
}

/**
 * What a page uses: its classes, ids and element names and the custom properties its style
 * attributes read, added to `base` (what the document template around every page uses).
 */
export function pageUses(html: string, base?: PageUses): PageUses {
  const uses: PageUses = { symbols: new Set(base?.symbols), tags: new Set(base?.tags), customProperties: new Set(base?.customProperties) };
  // A page repeats the same class lists and element names many times over: each is read once.
  const lists = new Set<string>();
  for (const [, list] of html.matchAll(/\sclass="([^"]*)"/g)) {
    if (lists.has(list)) continue;
    lists.add(list);
    for (const name of attributeValue(list).split(/\s+/)) if (name) uses.symbols.add(name);
  }
  for (const [, id] of html.matchAll(/\sid="([^"]*)"/g)) uses.symbols.add(attributeValue(id));
  const names = new Set<string>();
  for (const [, tag] of html.matchAll(/<([a-zA-Z][\w-]*)/g)) {
    if (names.has(tag)) continue;
    names.add(tag);
    uses.tags.add(tag.toLowerCase());
  }
  // A kind of field, for the parts only it has (a date's fields, a file button): an input without a type is a text field.
  for (const [, type] of html.matchAll(/<input\b[^>]*?\stype="([\w-]+)"/gi)) uses.tags.add(`input[type=${type.toLowerCase()}]`);
  for (const [, style] of html.matchAll(/\sstyle="([^"]*)"/g)) for (const [, name] of attributeValue(style).matchAll(varReference)) uses.customProperties.add(unescape(name));
  return uses;
}

/** The classes an inline script of the template adds or toggles (classList.add('x'), classList.toggle('x', …)). */
export function scriptClasses(template: string): string[] {
  const scripts = [...template.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(([, code]) => code).join('\n');
  return [...new Set([...scripts.matchAll(/classList\.(?:add|toggle)\(\s*['"]([\w-]+)['"]/g)].map(([, name]) => name))];
}

/**
 * The fields a part of a form field belongs to, as pageUses names them ("input" for any field that
 * shows a placeholder, "input[type=date]" for a date's): the reset styles a placeholder, a file
 * button, a date's fields, a number's arrows, a search box's decorations. Null for anything else.
 */
function fieldsWithPart(component: Selector[number]): string[] | null {
  if (component.type === 'pseudo-class' && component.kind === 'custom' && component.name === '-moz-ui-invalid') return ['input', 'textarea', 'select'];
  if (component.type !== 'pseudo-element') return null;
  if (component.kind === 'placeholder') return ['input', 'textarea'];
  if (component.kind === 'file-selector-button') return ['input[type=file]'];
  if (component.kind !== 'custom') return null;
  const dates = ['date', 'time', 'datetime-local', 'month', 'week'].map((type) => `input[type=${type}]`);
  if (/^-webkit-(?:datetime-edit|calendar-picker)/.test(component.name)) return dates;
  if (/^-webkit-(?:inner|outer)-spin-button$/.test(component.name)) return ['input[type=number]', ...dates];
  if (component.name.startsWith('-webkit-search-')) return ['input[type=search]'];
  return null;
}

/** The start of every class that marks a rule some pages drop for the elements they lack (markedStylesheet); no stylesheet's own class starts so. */
const markerPrefix = 'pick-by-element-';
/** A marker as lightningcss prints it before the selector it marks (a descendant combinator after it), for taking it out again. */
const markerPattern = new RegExp(`\\.${markerPrefix}\\d+ `, 'g');

/**
 * The stylesheet with every rule a page can lose for the elements it lacks (each selector of its
 * list names an element, or a part of a kind of form field) marked: a class prepended to each of its
 * selectors, the same for rules with the same selectors. lightningcss's JavaScript visitor reads the
 * stylesheet once, here; each set of elements a page lacks then costs a plain pass, which drops the
 * marked rules no selector of which could match (as unused symbols: a rule goes when every selector
 * needs one) and keeps the others, their markers then taken out of the text. The visitor's own pass
 * for each set cost ten times as much.
 */
function markedStylesheet(code: Buffer): { code: Uint8Array; rules: Array<{ marker: string; selectors: Selector[] }> } {
  const rules = new Map<string, { marker: string; selectors: Selector[] }>();
  // The visitor reads a rule, then each selector of its list: the marker of the rule read last, for its selectors still to come.
  let marking: { marker: string; selectors: number } | null = null;
  const marked = transform({
    filename,
    code,
    visitor: {
      Rule: {
        style(rule) {
          const selectors = rule.value.selectors;
          marking = null;
          if (!selectors.every((selector) => selector.some((component) => component.type === 'type' || fieldsWithPart(component) !== null))) return;
          const key = JSON.stringify(selectors);
          let known = rules.get(key);
          if (!known) rules.set(key, (known = { marker: `${markerPrefix}${rules.size}`, selectors }));
          marking = { marker: known.marker, selectors: selectors.length };
        },
      },
      // Only the selector is handed back: lightningcss cannot read every rule it hands out back in whole.
      Selector(selector) {
        if (!marking || marking.selectors === 0) return;
        marking.selectors--;
        return [{ type: 'class', name: marking.marker }, { type: 'combinator', value: 'descendant' }, ...selector];
      },
    },
  }).code;
  if (code.toString().includes(markerPrefix)) throw new Error(`The stylesheet has a class starting "${markerPrefix}", which page-css.ts uses to mark rules`);
  return { code: marked, rules: [...rules.values()] };
}

/**
 * A selector can match the page unless it names, outside any :is/:where/:not/:has, an element the
 * page lacks, or a part of a kind of form field the page has none of.
 */
const couldMatch = (selector: Selector, tags: ReadonlySet<string>) =>
  selector.every((component) => component.type !== 'type' || tags.has(component.name)) &&
  selector.every((component) => fieldsWithPart(component)?.some((field) => tags.has(field)) ?? true);

const themeBlock = /@layer theme\{:root,:host\{([^{}]*)\}\}/;
const tokenDeclaration = /(--[\w\\.-]+):([^;]*)/g;

/**
 * The page's CSS with each design token's value written where a rule reads it (`var(--spacing-4)`
 * becomes `1rem`), and the token gone from :root once nothing reads it any more: shorter, and the
 * same to the browser. Only a token the theme defines once and nothing else sets (the line heights
 * some languages change stay tokens), read without a fallback; one a style attribute of the page
 * reads stays too. The stylesheet the islands bring later defines them all again.
 */
export function withTokenValues(css: string, readByPage: ReadonlySet<string> = new Set()): string {
  const theme = themeBlock.exec(css);
  if (!theme) return css;
  const values = new Map([...theme[1].matchAll(tokenDeclaration)].map(([, name, value]) => [name, value]));
  const outside = css.slice(0, theme.index) + css.slice(theme.index + theme[0].length);
  // Whether a token is constant, worked out once per token: the stylesheet is searched once for each, not at every reference.
  const constants = new Map<string, boolean>();
  const constant = (name: string) => {
    let known = constants.get(name);
    if (known === undefined) constants.set(name, (known = values.has(name) && !outside.includes(`${name}:`) && !readByPage.has(unescape(name))));
    return known;
  };
  const substitute = (text: string) => {
    let current = text;
    for (let round = 0; round < 4; round++) {
      const next = current.replace(/var\((--[\w\\.-]+)\)/g, (reference, name: string) => (constant(name) ? values.get(name)! : reference));
      if (next === current) break;
      current = next;
    }
    return current;
  };
  const before = substitute(css.slice(0, theme.index));
  const after = substitute(css.slice(theme.index + theme[0].length));
  const kept = [...values].map(([name, value]) => [name, substitute(value)] as const);
  // Every token still read somewhere (var(--name) or var(--name, fallback)), in one pass over the text.
  const read = new Set([before, after, ...kept.map(([, value]) => value)].flatMap((text) => [...text.matchAll(/var\((--[\w\\.-]+)[,)]/g)].map(([, name]) => name)));
  const stillRead = (name: string) => read.has(name);
  const declarations = kept.filter(([name]) => !constant(name) || stillRead(name)).map(([name, value]) => `${name}:${value}`);
  return `${before}${declarations.length ? `@layer theme{:root,:host{${declarations.join(';')}}}` : ''}${after}`;
}

/** A page's CSS, and its gzip bytes on their own (a little over what it adds inside the document, where gzip shares strings with the HTML). */
export interface PageCss {
  css: string;
  gzip: number;
}

/**
 * The licence banner the stylesheet opens with (a comment minifiers keep). The whole stylesheet, which every page
 * links to load after its first paint, keeps it; the part each page inlines leaves it out of the first round trip
 * (about 45 gzip bytes of every page's).
 */
const banner = /^\s*\/\*![\s\S]*?\*\/\s*/;

/** Results kept per thread: enough for a site's kinds of pages, few enough to stay small at any number of pages. */
const cacheLimit = 256;

function remember<T>(cache: Map<string, T>, key: string, make: () => T): T {
  const known = cache.get(key);
  if (known !== undefined) return known;
  if (cache.size >= cacheLimit) cache.clear();
  const made = make();
  cache.set(key, made);
  return made;
}

/** What a page uses as the CSS is picked for it, and the key of the CSS it gets: pages with the same key get the same CSS. */
export interface PageCssRequest {
  key: string;
  missingTags: string;
  unusedSymbols: string[];
  uses: PageUses;
}

/**
 * Picks a page's CSS from the stylesheet. `request` reads what a page uses and the key of its CSS
 * (plain passes over its HTML, about a millisecond); `pick` works the CSS out for a request
 * (lightningcss, tens of milliseconds) or hands back what it worked out for the same key. The
 * two halves can run on different threads, so that pre-render threads share one `pick`.
 */
export function stylesheetPicker(css: string, template = '') {
  const code = Buffer.from(css);
  const names = namesOf(code);
  // Around every page: the template's own elements (html, body), and the classes its inline scripts
  // add before any island wakes (`js` on <html>, `hidden` on a tab panel).
  const around = pageUses(template);
  for (const name of scriptClasses(template)) around.symbols.add(name);
  const byTags = new Map<string, Buffer>();
  const byNames = new Map<string, PageCss>();
  let marked: ReturnType<typeof markedStylesheet> | undefined;
  const request = (html: string): PageCssRequest => {
    const uses = pageUses(html, around);
    // The element names the stylesheet has that the page lacks, and the kinds of field the page has.
    const missingTags = [...[...names.tags].filter((tag) => !uses.tags.has(tag)), ...[...uses.tags].filter((tag) => tag.startsWith('input[')).sort()].join(' ');
    const unusedSymbols = [...names.symbols].filter((name) => !uses.symbols.has(name) && !names.unknownProperties.has(name));
    const key = `${missingTags}\n${unusedSymbols.join(' ')}\n${[...uses.customProperties].sort().join(' ')}`;
    return { key, missingTags, unusedSymbols, uses };
  };
  const pick = ({ key, missingTags, unusedSymbols, uses }: PageCssRequest): PageCss =>
    remember(byNames, key, () => {
      const forTags = remember(byTags, missingTags, () => {
        marked ??= markedStylesheet(code);
        const { code: markedCode, rules } = marked;
        const dropped = rules.filter((rule) => !rule.selectors.some((selector) => couldMatch(selector, uses.tags))).map((rule) => rule.marker);
        const kept = transform({ filename, code: markedCode, unusedSymbols: dropped }).code.toString();
        return Buffer.from(kept.replace(markerPattern, ''));
      });
      let picked = transform({ filename, code: forTags, minify: true, unusedSymbols }).code;
      // Custom properties (theme tokens, @property registrations) that nothing left reads go too;
      // what one of those read may then be unread in turn, hence the rounds.
      // A round is only run when an unread one is still in the text: a pass with nothing to drop gives back what it is given.
      for (let round = 0; round < 4; round++) {
        const text = picked.toString();
        const read = new Set(uses.customProperties);
        for (const [, name] of text.matchAll(varReference)) read.add(unescape(name));
        const unread = [...names.customProperties].filter((name) => !read.has(name));
        if (!unread.some((name) => text.includes(name) || text.includes(name.replace(/[^\w-]/g, '\\$&')))) break;
        const next = transform({ filename, code: picked, minify: true, unusedSymbols: unread }).code;
        if (next.length === picked.length) break;
        picked = next;
      }
      const text = withTokenValues(picked.toString(), uses.customProperties).replace(banner, '');
      return { css: text, gzip: gzipSize(text) };
    });
  return { request, pick };
}

/**
 * Returns the function that gives a page its CSS. The stylesheet is read once. The rules for
 * elements a page lacks are dropped once per set of elements (the visitor, the slow part), then the
 * classes, ids and custom properties per page (plain passes, about 2 ms each); pages that use the
 * same names (most articles, say) share one result, worked out once.
 */
export function pageStylesheet(css: string, template = ''): (html: string) => PageCss {
  const { request, pick } = stylesheetPicker(css, template);
  return (html) => pick(request(html));
}
