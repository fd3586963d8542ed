/**
 * Runs as each page is built: gives the page's islands uids that do not depend on the folder the site is built in
 * (src/build/integrations/stableIslandIds.ts), so that two builds of one commit are the same bytes.
 */
import { defineMiddleware } from 'astro:middleware';
import { stableIslandIds } from './build/integrations/stableIslandIds';

export const onRequest = defineMiddleware(async (_context, next) => {
  const response = await next();
  if (!response.headers.get('content-type')?.startsWith('text/html')) return response;
  return new Response(stableIslandIds(await response.text()), { status: response.status, statusText: response.statusText, headers: response.headers });
});
