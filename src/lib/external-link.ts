/**
 * The rel every link that leaves the site carries: the other site gets no handle on this window
 * (noopener) and not the address of the page it came from (noreferrer), which on a health site
 * can name a condition. Links inside the site, tel: and mailto: get none.
 */
export function externalRel(href: string): { rel?: 'noopener noreferrer' } {
  return /^https?:/i.test(href) ? { rel: 'noopener noreferrer' } : {};
}
