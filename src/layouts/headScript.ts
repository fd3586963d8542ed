/**
 * The one script in every page's head, run before the page first paints (a blocking inline script, so nothing waits
 * on a download):
 *
 * - the stored theme is set, so that a dark page never flashes light;
 * - presses on an island not yet live are kept (src/widgets/islands/keptClicks.ts), from the moment its buttons show.
 *
 * One script, not two: each inline script costs its hash in the Content Security Policy of every page.
 * `HEAD_SCRIPT_HASH` is that hash, which astro.config.mjs adds to the policy: Astro hashes the scripts it writes itself,
 * not an `is:inline` one.
 */
import { createHash } from 'node:crypto';
import { KEEP_EARLY_CLICKS } from '../widgets/islands/keptClicks';

/** Sets `data-theme` on the root from the stored choice (src/components/ThemeSwitch.astro); storage may be refused. */
const SET_STORED_THEME = 'try{var t=localStorage.getItem("cpk-theme");if(t=="light"||t=="dark")document.documentElement.dataset.theme=t}catch(e){}';

export const HEAD_SCRIPT = `(function(){${SET_STORED_THEME}${KEEP_EARLY_CLICKS}})()`;

/** The script's hash as Astro's `security.csp` takes it: `sha256-…`. */
export const HEAD_SCRIPT_HASH: `sha256-${string}` = `sha256-${createHash('sha256').update(HEAD_SCRIPT, 'utf8').digest('base64')}`;
