/** The element the address's #fragment names, or null. */
export function hashTarget(): HTMLElement | null {
  if (location.hash.length < 2) return null;
  try {
    return document.getElementById(decodeURIComponent(location.hash.slice(1)));
  } catch {
    // A malformed escape names nothing.
    return null;
  }
}
