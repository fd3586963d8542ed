/**
 * npm run links
 * Fails when a built page links to a missing page or #anchor, or shows an
 * image without alt text.
 */
import { checkLinks } from './linkCheck';

const problems = checkLinks(process.argv[2] ?? 'dist');
for (const p of problems) console.error(p);
if (problems.length) {
  console.error(`${problems.length} broken link(s) or image(s) without alt text`);
  process.exit(1);
}
console.log('links: every internal link and anchor resolves; every image has alt text');
