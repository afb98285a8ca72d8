/** Types under which a <script> element runs as JavaScript; others (JSON data, speculation rules, import maps) do not. */
const executable = new Set(['', 'module', 'text/javascript', 'application/javascript', 'text/ecmascript', 'application/ecmascript']);

/**
 * The source of every script written inline in the document as served. They run before the
 * page can answer a tap just as fetched scripts do, so a runtime moved inline still counts.
 * (Script text cannot contain "</script>", which is what makes a pattern enough here.)
 */
export function inlineScripts(html: string): string[] {
  const sources: string[] = [];
  for (const [, attributes, source] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    if (/\bsrc\s*=/i.test(attributes)) continue;
    const type = /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase() ?? '';
    if (executable.has(type) && source.trim()) sources.push(source);
  }
  return sources;
}
