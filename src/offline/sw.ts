/// <reference lib="webworker" />
/**
 * The site's service worker (issue 26), built by @vite-pwa/astro from this
 * file with Workbox's precaching (astro.config.mjs), which writes into
 * the worker's manifest every file keptFiles.ts names, each with its revision.
 *
 * - The table's kit is fetched as the worker installs; the course, on the
 *   page's word ({ type: 'keep-course' }: offlineStatus.ts sends it at once on
 *   a computer, on a phone when the learner asks). Both are answered from the
 *   device first, whatever the address's query (a referee position, a seed).
 * - A page opened offline that is not kept is answered with the page that
 *   says so (offline/), never the browser's error.
 * - Harr's photographs as PNG (for a browser without WebP) are kept as they are seen.
 * - A new version waits until the learner reloads on the page's offer
 *   ({ type: 'skip-waiting' }) or every page of the site is closed: pages and
 *   scripts of one version are never served together with another's.
 */
import { PrecacheController, PrecacheRoute, cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { registerRoute, setCatchHandler, setDefaultHandler } from 'workbox-routing';
import { CacheFirst, NetworkOnly } from 'workbox-strategies';
import { type KeptFile, NOT_KEPT_PAGE } from './keptFiles';

declare const self: ServiceWorkerGlobalScope;

/** Every file the worker may keep, the kit marked (src/build/integrations/keptKit.ts). */
const entries = self.__WB_MANIFEST as unknown as KeptFile[];

/** Any query is the page's own business (a referee position, a table's seed, the sprite's version). */
const ANY_QUERY = { ignoreURLParametersMatching: [/.*/] };

precacheAndRoute(
  entries.filter((e) => e.kit),
  ANY_QUERY,
);
cleanupOutdatedCaches();

/** The course: its own list and cache, filled on the page's word, emptied of what a new version no longer has. */
const course = new PrecacheController({ cacheName: 'cpk-course' });
course.addToCacheList(entries.filter((e) => !e.kit));
registerRoute(new PrecacheRoute(course, ANY_QUERY));

registerRoute(({ url }) => url.origin === self.location.origin && url.pathname.startsWith('/harr/'), new CacheFirst({ cacheName: 'cpk-photographs' }));

/** How much of the course is on the device. */
async function courseKept(): Promise<{ kept: number; total: number }> {
  const cache = await caches.open(course.strategy.cacheName);
  const keys = new Set((await cache.keys()).map((r) => r.url));
  const wanted = [...course.getURLsToCacheKeys().values()];
  return { kept: wanted.filter((key) => keys.has(key)).length, total: wanted.length };
}

let keeping: Promise<void> | null = null;
const KEPT_AT_ONCE = 6;

/** Fetches every file of the course not yet on the device (one run at a time, however many pages ask). */
function keepCourse(): Promise<void> {
  keeping ??= (async () => {
    const cache = await caches.open(course.strategy.cacheName);
    const wanted = [...course.getURLsToCacheKeys()];
    const keep = async ([url, key]: [string, string]) => {
      if (await cache.match(key)) return;
      const response = await fetch(url, { credentials: 'same-origin' });
      if (!response.ok) throw new Error(`${url} answered ${response.status}`);
      await cache.put(key, response);
    };
    // A few at a time: the connection kept busy without crowding out what the learner opens meanwhile.
    for (let at = 0; at < wanted.length; at += KEPT_AT_ONCE) {
      await Promise.all(wanted.slice(at, at + KEPT_AT_ONCE).map(keep));
    }
  })().finally(() => {
    keeping = null;
  });
  return keeping;
}

self.addEventListener('message', (event) => {
  const source = event.source as Client | null;
  const tell = (kept: number, total: number, failed = false) => source?.postMessage({ type: 'course', kept, total, failed });
  switch (event.data?.type) {
    case 'skip-waiting':
      void self.skipWaiting();
      break;
    case 'course':
      event.waitUntil(courseKept().then(({ kept, total }) => tell(kept, total)));
      break;
    case 'keep-course':
      event.waitUntil(
        keepCourse().then(
          () => courseKept().then(({ kept, total }) => tell(kept, total)),
          () => courseKept().then(({ kept, total }) => tell(kept, total, true)),
        ),
      );
      break;
  }
});

self.addEventListener('activate', (event) => {
  // The course files a new version no longer lists (or lists at another revision) go; the page keeps it again.
  void course.activate(event);
  // A first worker takes charge of the open pages at once: they and it are of one version. (A later one waits.)
  event.waitUntil(self.clients.claim());
});

// Anything else from the network, as without a worker; offline, it fails as it would (the search index, say),
// except a page that is not kept: the page that says so, at the address the learner asked for.
setDefaultHandler(new NetworkOnly());
setCatchHandler(async ({ request }) => (request.destination === 'document' ? ((await matchPrecache(NOT_KEPT_PAGE)) ?? Response.error()) : Response.error()));
