/**
 * The icon library's drawing attributes (lucide-react writes the same nine on every icon) named once,
 * in the stylesheet's `.lucide` rule (src/styles.css), instead of on every icon of the HTML: a page of
 * package cards has a hundred ticks and crosses. Only icons drawn with the defaults are rewritten; one
 * with its own stroke keeps its attributes. For markup React does not hydrate (a page outside its
 * islands, an island's slots): React would not put back attributes it expects on an island's own icons.
 */
const defaultIcon =
  /<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" class="lucide lucide-[a-z0-9-]+/g;

export function leanIcons(html: string): string {
  return html.replace(defaultIcon, '<svg width="24" height="24" viewBox="0 0 24 24" class="lucide');
}
