import { pathTo } from '../routes';

/** The consultation form with a package, a hospital or a way of contact (like "video") already chosen. */
export function consultationHref(choice: { package?: string; hospital?: string; contact?: string } = {}): string {
  const query = new URLSearchParams(Object.entries(choice).filter((pair): pair is [string, string] => Boolean(pair[1])));
  const search = query.toString();
  const form = pathTo('/coordinator-connect');
  return search ? `${form}?${search}` : form;
}
