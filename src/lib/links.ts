import { pathTo } from '../routes';
import { sectionIds } from './section-ids';

/** The consultation form with a package, a hospital or a way of contact (like "video") already chosen. */
export function consultationHref(choice: { package?: string; hospital?: string; contact?: string } = {}): string {
  const query = new URLSearchParams(Object.entries(choice).filter((pair): pair is [string, string] => Boolean(pair[1])));
  const search = query.toString();
  const page = pathTo('/coordinator-connect');
  // Straight to the form, past the page's introduction and its other ways to get in touch.
  return `${search ? `${page}?${search}` : page}#${sectionIds.CoordinatorConnectPage.form}`;
}

/** The pre-rendered /coordinator-connect with a package chosen in its form, which the server answers `?package=` with (noindex). */
export function consultationPagePath(packageId: string): string {
  return pathTo('/coordinator-connect/for/:package', { package: packageId });
}

/** The page /coordinator-connect?package=… shows: the page with that package chosen when it is one, else the page itself. */
export function consultationPageFor(search: string, packageIds: readonly string[]): string {
  const chosen = new URLSearchParams(search).get('package');
  return chosen && packageIds.includes(chosen) ? consultationPagePath(chosen) : pathTo('/coordinator-connect');
}
