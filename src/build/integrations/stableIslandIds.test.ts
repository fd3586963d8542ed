import { describe, expect, it } from 'vitest';
import { stableIslandIds } from './stableIslandIds';

const island = (uid: string, url: string) => `<astro-island uid="${uid}" component-url="${url}" props="{}"><p>x</p></astro-island>`;

describe('stableIslandIds', () => {
  it('gives an island the same uid whatever uid the build gave it', () => {
    const one = stableIslandIds(island('Z1HnnEK', '/_astro/Board.A.js'));
    const other = stableIslandIds(island('Z1cPjKm', '/_astro/Board.A.js'));
    expect(one).toBe(other);
    expect(one).not.toContain('Z1HnnEK');
  });

  it('tells different islands apart', () => {
    const uids = [island('a', '/_astro/Board.A.js'), island('a', '/_astro/Puzzle.B.js')].map((html) => /uid="([^"]*)"/.exec(stableIslandIds(html))?.[1]);
    expect(uids[0]).not.toBe(uids[1]);
  });

  it('leaves everything else on the page as it was', () => {
    const page = `<main><h1>To chow</h1>${island('q', '/_astro/Board.A.js')}<p>uid="kept"</p></main>`;
    const out = stableIslandIds(page);
    expect(out.replace(/ uid="[^"]*"/, '')).toBe(page.replace(/ uid="q"/, '').replace(/ uid="[^"]*"/, ''));
    expect(out).toContain('<p>uid="kept"</p>');
  });
});
