import { packages } from '../generated/packages';

/**
 * Packages in the order their files set, in the language of the page being rendered: read at each
 * call, since a list made once, as the module loads, would hold the source's words on every page.
 */
export function packagesInOrder() {
  return [...packages].sort((a, b) => a.order - b.order);
}

export function packageById(id: string) {
  return packages.find((pkg) => pkg.id === id);
}
