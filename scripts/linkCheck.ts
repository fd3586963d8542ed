/**
 * Checks the built site: every internal link and #anchor resolves to a page
 * and an element id, every image has alt text, and no word runs into a link
 * or a piece of code.
 * Returns the problems.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { htmlFiles, pagePath } from './builtPages';

function idsOf(html: string): Set<string> {
  return new Set([...html.matchAll(/\s(?:id|name)="([^"]+)"/g)].map((m) => m[1]));
}

/** The file a site path is served from, or null. */
function fileFor(dist: string, path: string): string | null {
  const clean = decodeURIComponent(path);
  const candidates = clean.endsWith('/') ? [join(dist, clean, 'index.html')] : [join(dist, clean), join(dist, clean, 'index.html'), join(dist, `${clean}.html`)];
  return candidates.find((c) => existsSync(c) && statSync(c).isFile()) ?? null;
}

/** The page's text without its scripts and styles, whose code may hold "x<a" that no reader sees. */
const withoutCode = (html: string) => html.replace(/<(script|style)\b[\s\S]*?<\/\1>/g, '');

/** Text as a reader sees it: tags dropped, entities for spaces and quotes read, runs of space made one. */
const plain = (html: string) =>
  html
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;|&#160;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&#39;|&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, ' ');

/**
 * Words run into a link: a word (or the stop ending a sentence) straight against a link's first word, "the lessonClaiming
 * today", or a link's last word straight against the next, as when an Astro or JSX line ends with a word and the next
 * begins with the <a> (the line break is dropped; keep them on one line or end the first with {' '}). Each as "page:
 * …text⟨link⟩…", to find it in the source.
 */
export function wordsRunIntoLinks(page: string, html: string): string[] {
  const text = withoutCode(html);
  const problems: string[] = [];
  // The few words before, from a word's start, enough to find the place in the source.
  const lead = (at: number) => {
    const words = plain(text.slice(Math.max(0, at - 200), at));
    return words.length > 40 ? words.slice(-40).replace(/^\S*\s/, '') : words;
  };
  const say = (at: number, before: string, link: string, after: string) =>
    problems.push(`${page}: no space between a word and a link: "…${lead(at)}${before}⟨${plain(link).slice(0, 40)}⟩${after}…"`);
  // A letter, digit or stop right before <a …>, whose text (after any tags opening inside it) starts with a letter or digit.
  for (const m of text.matchAll(/([A-Za-z0-9.,;:!?])<a\b[^>]*>((?:<[^>]+>)*[A-Za-z0-9][\s\S]*?)<\/a>/g)) say(m.index, m[1], m[2], '');
  // A link's text ending in a letter or digit right before a letter or digit.
  for (const m of text.matchAll(/<a\b[^>]*>((?:(?!<\/a>)[^])*?[A-Za-z0-9](?:<\/[^a>][^>]*>)*)<\/a>([A-Za-z0-9]+)/g)) say(m.index, '', m[1], m[2]);
  return problems;
}

/**
 * Words run into a piece of code, as into a link: "dragons are Rd (Red),Gd (Green)", "Itsoptions line", when a line of
 * an Astro page ends with a word or a comma and the next begins with <code> (the same dropped line break). Each as
 * "page: …text⟨code⟩…".
 */
export function wordsRunIntoCode(page: string, html: string): string[] {
  const text = withoutCode(html);
  const problems: string[] = [];
  const say = (at: number, before: string, code: string, after: string) => {
    const words = plain(text.slice(Math.max(0, at - 200), at));
    const lead = words.length > 40 ? words.slice(-40).replace(/^\S*\s/, '') : words;
    problems.push(`${page}: no space between a word and code: "…${lead}${before}⟨${plain(code).slice(0, 40)}⟩${after}…"`);
  };
  // A letter, digit or stop right before <code …> whose text starts with anything but a space ("with#": code may be a sign).
  for (const m of text.matchAll(/([A-Za-z0-9.,;:!?])<code\b[^>]*>([^\s<][^<]*)<\/code>/g)) say(m.index, m[1], m[2], '');
  // Code ending in a letter or digit right before a letter or digit.
  for (const m of text.matchAll(/<code\b[^>]*>([^<]*[A-Za-z0-9])<\/code>([A-Za-z0-9]+)/g)) say(m.index, '', m[1], m[2]);
  return problems;
}

export function checkLinks(dist = 'dist'): string[] {
  const problems: string[] = [];
  if (!existsSync(dist) || htmlFiles(dist).length === 0) return [`${dist}/ holds no pages: run "npm run build" first`];
  const ids = new Map<string, Set<string>>();
  const idsFor = (file: string) => {
    if (!ids.has(file)) ids.set(file, idsOf(readFileSync(file, 'utf8')));
    return ids.get(file)!;
  };
  for (const file of htmlFiles(dist)) {
    const page = pagePath(dist, file);
    const html = readFileSync(file, 'utf8');
    problems.push(...wordsRunIntoLinks(page, html), ...wordsRunIntoCode(page, html));
    for (const m of html.matchAll(/<img\b[^>]*>/g)) {
      if (!/\salt="[^"]*\S[^"]*"/.test(m[0]) && !/\salt=""[^>]*aria-hidden="true"/.test(m[0])) problems.push(`${page}: an image has no alt text: ${m[0].slice(0, 80)}`);
    }
    for (const m of html.matchAll(/<a\b[^>]*\shref="([^"]*)"/g)) {
      const href = m[1].replace(/&amp;/g, '&');
      if (/^(https?:|mailto:|tel:|data:)/.test(href) || href === '') continue;
      const url = new URL(href, `http://site${page}`);
      const target = fileFor(dist, url.pathname);
      if (!target) {
        problems.push(`${page}: link to ${href} leads nowhere`);
        continue;
      }
      if (url.hash && url.hash !== '#' && target.endsWith('.html') && !idsFor(target).has(decodeURIComponent(url.hash.slice(1)))) {
        problems.push(`${page}: link to ${href}: no element with id "${url.hash.slice(1)}" on ${url.pathname}`);
      }
    }
  }
  return problems;
}
