import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { normalise, sharedGrams } from '../../build/checks/wordGrams';
import { BONUSES, CHOW_SOURCE, COMBINATIONS, DEAD_HAND_SOURCE, DOUBLINGS, SETTLING_SOURCE } from './card';
import { SCORING_DECISIONS } from './decisions';
import { expectSentences } from '../../../tests/testkit';

const DOCS = new URL('../../../docs/', import.meta.url);
const harrBook = normalise(readFileSync(new URL('harr-1922/pung-chow-1922.txt', DOCS), 'utf8'));
const rulesMd = readFileSync(new URL('RULES.md', DOCS), 'utf8');
const modern: { hashes: string[] } = JSON.parse(readFileSync(new URL('modern-page-8grams.json', DOCS), 'utf8'));

describe("Harr's score card as data", () => {
  it('holds the card of Part I: six bonuses, the set values, eight doubling honours', () => {
    expect(BONUSES.map((b) => [b.id, b.points])).toEqual([
      ['mah-jongg', 20],
      ['no-sequence', 10],
      ['no-other-score', 10],
      ['loose-tile', 10],
      ['drawn', 2],
      ['only-place', 2],
    ]);
    expect(COMBINATIONS.map((c) => [c.id, c.exposed, c.concealed])).toEqual([
      ['pung-simple', 2, 4],
      ['pung-heads', 4, 8],
      ['kong-simple', 8, 16],
      ['kong-heads', 16, 32],
      ['pair-scoring', null, 2],
    ]);
    expect(DOUBLINGS.map((d) => d.doubles)).toEqual([1, 1, 1, 1, 1, 3, 3, 3]);
  });

  it('concealed sets score twice the exposed ones, and heads twice the twos to eights', () => {
    const [simple, heads, kongSimple, kongHeads] = COMBINATIONS;
    for (const c of [simple, heads, kongSimple, kongHeads]) expect(c.concealed).toBe(c.exposed! * 2);
    expect(heads.exposed).toBe(simple.exposed! * 2);
    expect(kongHeads.exposed).toBe(kongSimple.exposed! * 2);
  });

  it('quotes Harr word for word wherever it cites him', () => {
    const quotes = [
      ...[...BONUSES, ...COMBINATIONS, ...DOUBLINGS].map((i) => [i.id, i.source.quote]),
      ['chow', CHOW_SOURCE.quote],
      ['dead', DEAD_HAND_SOURCE.quote],
      ...Object.entries(SETTLING_SOURCE).map(([k, s]) => [k, s.quote]),
      ...SCORING_DECISIONS.map((d) => [d.id, d.quote]),
    ];
    for (const [where, quote] of quotes) expect(harrBook, `${where}: ${quote}`).toContain(normalise(quote));
  });
});

describe('the scoring decisions S1 to S12', () => {
  it('are numbered in order, each once, with a title, a text of 1 to 4 sentences and a rule', () => {
    expect(SCORING_DECISIONS.map((d) => d.id)).toEqual(Array.from({ length: SCORING_DECISIONS.length }, (_, i) => `S${i + 1}`));
    for (const d of SCORING_DECISIONS) {
      expect(d.title.trim(), d.id).not.toBe('');
      expectSentences(d.text, 1, 4, d.id);
      expect(d.rules.length, d.id).toBeGreaterThan(0);
    }
  });

  it('match the S headings of docs/RULES.md, in order', () => {
    const headings = [...rulesMd.matchAll(/^\*\*(S\d+)\./gm)].map((m) => m[1]);
    expect(headings).toEqual(SCORING_DECISIONS.map((d) => d.id));
  });

  it('copy no 8-word run of the modern rules page', () => {
    const hashes = new Set(modern.hashes);
    for (const d of SCORING_DECISIONS) expect(sharedGrams(`${d.title}. ${d.text}`, hashes), d.id).toEqual([]);
  });
});
