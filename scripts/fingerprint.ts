/**
 * npm run fingerprint -- PAGE.txt
 * Writes docs/modern-page-8grams.json, the fingerprint of the modern rules
 * page, whose text file is given as the argument (in this workplace it is the
 * seed file 004_4e53380d345c451d.txt of the shared folder; it is never in the
 * repository, so nothing the tests or the build run reads it).
 *
 * That page's licence is unknown, so its text must never enter the
 * repository. The fingerprint holds only hashes: words() of
 * src/build/checks/wordGrams.ts, every run of 8 consecutive words joined by single
 * spaces, SHA-256 of each run cut to its first 16 hex digits, sorted and
 * without repeats. src/engine/rules.test.ts hashes the runs of the rule
 * catalogue the same way and fails on any run found in the fingerprint.
 *
 * The file also records probeHash() (the same recipe applied to a made-up
 * text), so the test notices a change to the recipe that was not followed by
 * a new fingerprint.
 *
 * Re-run it when the page or the normalisation in wordGrams.ts changes; the
 * output is the same, byte for byte, for the same input. It stops with a
 * message when the page is not given or cannot be read (a fresh clone does
 * not need to run it: the fingerprint is committed).
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { basename } from 'node:path';
import { fileURLToPath } from 'node:url';
import { HASH_HEX_DIGITS, WINDOW, fingerprint, probeHash } from '../src/build/checks/wordGrams';

const OUTPUT = 'docs/modern-page-8grams.json';

const root = new URL('../', import.meta.url);
const given = process.argv[2];
if (!given) {
  console.error('usage: npm run fingerprint -- PAGE.txt (the modern rules page, seed file 004_4e53380d345c451d.txt)');
  process.exit(1);
}
const source = given;
const output = fileURLToPath(new URL(OUTPUT, root));

if (!existsSync(source)) {
  console.error(
    `fingerprint: ${source} not found.\n` +
      'The modern rules page is not in the repository; give the path of its text file. ' +
      `without it the fingerprint cannot be remade. The committed ${OUTPUT} is still what the tests use.`,
  );
  process.exit(1);
}

const page = readFileSync(source, 'utf8');
const hashes = fingerprint(page);

const file = {
  about:
    'Fingerprint of the modern rules page (seeds/004 of the shared material; licence unknown, so its text is not in this repository). ' +
    'src/engine/rules.test.ts fails when a title, summary or decision of the rule catalogue shares a run of words with it. ' +
    '"probe" is the same recipe applied to a made-up text (probeHash() in src/build/checks/wordGrams.ts): the test checks it still matches.',
  made:
    `scripts/fingerprint.ts: words() of src/build/checks/wordGrams.ts (lower case, underscores dropped, quotes straightened, ` +
    `anything but letters, digits, apostrophes and hyphens splits words), every run of ${WINDOW} consecutive words joined by single spaces, ` +
    `SHA-256 of its UTF-8 bytes cut to the first ${HASH_HEX_DIGITS} hex digits, sorted, without repeats.`,
  rerun: `npm run fingerprint -- <the path of seeds/${basename(source)}>`,
  source: `seeds/${basename(source)}`,
  sourceSha256: createHash('sha256').update(page, 'utf8').digest('hex'),
  window: WINDOW,
  hexDigits: HASH_HEX_DIGITS,
  probe: probeHash(),
  count: hashes.length,
  hashes,
};

writeFileSync(output, `${JSON.stringify(file, null, 2)}\n`);
console.log(`fingerprint: ${hashes.length} hashes of ${WINDOW}-word runs written to ${OUTPUT}`);
