/**
 * Same commit, same bytes (issue 24): Astro names every island with a `uid` hashed from, among other things, the
 * absolute path of its component on the machine that builds, so a checkout in another folder changes every page that
 * has an island (and the service worker's revision of the referee page). The uid serves Astro's dev server only
 * (nothing in the built site reads it), so each is replaced by a hash of the island's own attributes: the same island
 * gets the same uid wherever the site is built.
 */
import { createHash } from 'node:crypto';

const ISLAND_TAG = /<astro-island\b([^>]*?)\suid="[^"]*"([^>]*)>/g;

/** The page's HTML with each island's uid worked out from the island alone. */
export function stableIslandIds(html: string): string {
  return html.replace(ISLAND_TAG, (_tag, before: string, after: string) => {
    const uid = createHash('sha256').update(`${before}${after}`).digest('base64url').slice(0, 8);
    return `<astro-island${before} uid="${uid}"${after}>`;
  });
}
