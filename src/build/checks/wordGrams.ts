/**
 * Word 8-grams, for the check that nothing in the rule catalogue is copied
 * from the modern rules page (licence unknown, so its text stays out of the
 * repository).
 *
 * scripts/fingerprint.ts turns that page into docs/modern-page-8grams.json:
 * the hashes of every run of WINDOW consecutive words. src/engine/rules.test.ts
 * hashes the runs of our own texts the same way and looks them up there. Both
 * sides must normalise alike, which is why the normalisation lives here, once.
 *
 * Hashes are SHA-256 of the run (words joined by single spaces, UTF-8), cut to
 * the first HASH_HEX_DIGITS hex digits: 64 bits, so among a few thousand runs
 * a chance collision is out of the question (about n² / 2^65), and the file
 * stays small.
 *
 * probeHash() sums up the whole recipe (normalisation, window, hash) on a
 * made-up text. The fingerprint file records it when it is made, and the test
 * compares it with today's: a change to the recipe without a new fingerprint
 * fails the test instead of silently matching nothing.
 */
import { createHash } from 'node:crypto';

/** How many consecutive words make a run that counts as copied. */
export const WINDOW = 8;

/** Hex digits kept of each SHA-256 hash. */
export const HASH_HEX_DIGITS = 16;

/** Lower case, emphasis underscores dropped, curly quotes straightened, whitespace collapsed. */
export function normalise(text: string): string {
  return text
    .replace(/_/g, '')
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[\u201c\u201d]/g, '"')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();
}

/** The words of `text` after normalise(): letters, digits, apostrophes and hyphens; everything else separates. */
export function words(text: string): string[] {
  return normalise(text)
    .replace(/[^a-z0-9'\- ]+/g, ' ')
    .split(' ')
    .filter(Boolean);
}

/** Every run of WINDOW consecutive words of `text`, each joined by single spaces, in order (repeats kept). */
export function wordGrams(text: string): string[] {
  const list = words(text);
  const grams: string[] = [];
  for (let i = 0; i + WINDOW <= list.length; i++) grams.push(list.slice(i, i + WINDOW).join(' '));
  return grams;
}

/** The truncated SHA-256 of one run, as lower-case hex. */
export function gramHash(gram: string): string {
  return createHash('sha256').update(gram, 'utf8').digest('hex').slice(0, HASH_HEX_DIGITS);
}

/** The fingerprint of `text`: the hashes of all its runs, sorted and without repeats. */
export function fingerprint(text: string): string[] {
  return [...new Set(wordGrams(text).map(gramHash))].sort();
}

/** The runs of `text` whose hash is in `hashes` (a fingerprint), in order. */
export function sharedGrams(text: string, hashes: ReadonlySet<string>): string[] {
  return wordGrams(text).filter((gram) => hashes.has(gramHash(gram)));
}

/** A made-up text that exercises every step of normalise() and words(). */
export const NORMALISATION_PROBE =
  'The _Referee_ says:  \u201cEast\u2019s 5-6 of BAMBOO\u201d may not chow;\n' +
  "\u2018North\u2019 pungs the 9 instead, and West's turn is lost (twice?) -- so it goes.";

/** Hash of the fingerprint of NORMALISATION_PROBE: changes whenever the recipe does. */
export function probeHash(): string {
  return gramHash(fingerprint(NORMALISATION_PROBE).join(' '));
}
