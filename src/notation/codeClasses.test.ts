import { describe, expect, it } from 'vitest';
import { createHighlighter } from 'shiki';
import { contentFiles } from '../build/content/content';
import { CODE_THEMES, codeClasses, codeClassesCss } from './codeClasses';
import { SCENARIO_LANG, scenarioGrammar } from './grammar';

const sources = [...(contentFiles('scenarios') ?? []), ...(contentFiles('puzzles') ?? [])].map((f) => f.text);

describe('scenario sources highlighted with classes', () => {
  it('gives no token a style, and every class it gives has its light and dark colours in the style sheet', async () => {
    const css = await codeClassesCss(sources);
    const rules = new Map([...css.matchAll(/\.(sc-[a-z0-9]+)\{([^}]*)\}/g)].map((m) => [m[1], m[2]]));
    expect(rules.size).toBeGreaterThanOrEqual(5);
    for (const style of rules.values()) expect(style).toMatch(/^color:#[0-9a-f]{6};--shiki-dark:#[0-9a-f]{6}$/i);
    const highlighter = await createHighlighter({ themes: Object.values(CODE_THEMES), langs: [scenarioGrammar] });
    // A source written after the style sheet was made (the notation page's examples) gets the classes of the same scopes.
    const extra = 'title: A pung\nNorth: 1c 1c 1c | pung 5b 5b 5b from West\nclaim: East kong concealed\n# why\n';
    for (const code of [...sources, extra]) {
      const html = highlighter.codeToHtml(code.trimEnd(), { lang: SCENARIO_LANG, themes: CODE_THEMES, transformers: [codeClasses()] });
      const spans = html.slice(html.indexOf('<code>'));
      expect(spans).not.toMatch(/style=/);
      for (const [, name] of spans.matchAll(/class="(sc-[a-z0-9]+)"/g)) expect(rules.has(name), name).toBe(true);
    }
    highlighter.dispose();
  });
});
