/**
 * npm run links
 * Fails when a built page links to a missing page or #anchor, shows an
 * image without alt text, or runs a word into a link ("the lessonClaiming
 * today") or into code ("Rd (Red),Gd (Green)"): a line break dropped in the
 * page's source.
 */
import { checkLinks } from './linkCheck';

const problems = checkLinks(process.argv[2] ?? 'dist');
for (const p of problems) console.error(p);
if (problems.length) {
  console.error(`${problems.length} broken link(s), image(s) without alt text or word(s) run into a link or code`);
  process.exit(1);
}
console.log('links: every internal link and anchor resolves; every image has alt text; every link and piece of code stands apart from the words around it');
