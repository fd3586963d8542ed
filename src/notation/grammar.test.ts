// @vitest-environment node
import { createHighlighter } from 'shiki';
import { describe, expect, it } from 'vitest';
import { SCENARIO_LANG, scenarioGrammar } from './grammar';

async function scopesOf(line: string) {
  const highlighter = await createHighlighter({ themes: ['github-light'], langs: [scenarioGrammar] });
  // Shiki's types know only its bundled languages; ours is registered above.
  const lang = SCENARIO_LANG as unknown as 'text';
  const tokens = highlighter.codeToTokens(line, { lang, theme: 'github-light', includeExplanation: true }).tokens[0];
  return tokens.map((t) => ({ text: t.content, scopes: (t.explanation ?? []).flatMap((e) => e.scopes.map((s) => s.scopeName)) }));
}

function scopeFor(tokens: { text: string; scopes: string[] }[], text: string): string[] {
  const found = tokens.find((t) => t.text.trim() === text);
  if (!found) throw new Error(`no token "${text}" in ${JSON.stringify(tokens.map((t) => t.text))}`);
  return found.scopes;
}

describe('the scenario grammar', () => {
  it('marks seats, tiles, set words and claim marks on a seat line', async () => {
    const tokens = await scopesOf('East: 1b 2b Rd | chow 4c 5c* 6c from North');
    expect(scopeFor(tokens, 'East')).toContain('entity.name.type.seat.cpk-scenario');
    expect(scopeFor(tokens, '1b')).toContain('constant.numeric.tile.suited.cpk-scenario');
    expect(scopeFor(tokens, 'Rd')).toContain('constant.language.tile.honour.cpk-scenario');
    expect(scopeFor(tokens, 'chow')).toContain('storage.type.call.cpk-scenario');
    expect(scopeFor(tokens, '*')).toContain('keyword.operator.mark.cpk-scenario');
    expect(scopeFor(tokens, 'from')).toContain('keyword.control.cpk-scenario');
  });

  it('marks field names and comments, and leaves free text alone', async () => {
    const tokens = await scopesOf('event: South discards 9c # the live tile');
    expect(scopeFor(tokens, 'event')).toContain('keyword.other.field.cpk-scenario');
    expect(scopeFor(tokens, '9c')).toContain('constant.numeric.tile.suited.cpk-scenario');
    expect(tokens.some((t) => t.scopes.includes('comment.line.number-sign.cpk-scenario'))).toBe(true);
    const other = await scopesOf('title: A run for South');
    expect(other.find((t) => t.text.includes('A run'))?.scopes).not.toContain('constant.numeric.tile.suited.cpk-scenario');
  });
});
