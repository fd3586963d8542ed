/**
 * Reads the JSON a page left for its script in a data attribute (the course
 * as the build knew it). Never throws: a missing or unreadable attribute
 * gives the fallback, so that a script always leaves the page working.
 */
export function pageData<T>(el: Element | null, name: string, fallback: T): T {
  try {
    const raw = el?.getAttribute(`data-${name}`);
    return raw ? (JSON.parse(raw) as T) : fallback;
  } catch {
    return fallback;
  }
}
