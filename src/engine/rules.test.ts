import { readFileSync } from 'node:fs';
import { describe, it, expect } from 'vitest';
import { DECISIONS, RULES, RULE_IDS, isRuleId, ruleEntry, ruleHref, ruleSlug, type RuleId } from './rules';

// The shared material sits beside the repository (../shared); it is read at test time, never copied.
const SHARED = new URL('../../../shared/', import.meta.url);
const rulesMd = readFileSync(new URL('RULES.md', SHARED), 'utf8');
const modernPage = readFileSync(new URL('seeds/004_4e53380d345c451d.txt', SHARED), 'utf8');
const harrBook = readFileSync(new URL('harr-1922/pung-chow-1922.txt', SHARED), 'utf8');

/** Lower case, emphasis underscores dropped, curly quotes straightened, whitespace collapsed. */
function normalise(text: string): string {
  return text
    .replace(/_/g, '')
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[\u201c\u201d]/g, '"')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();
}

function words(text: string): string[] {
  return normalise(text)
    .replace(/[^a-z0-9'\- ]+/g, ' ')
    .split(' ')
    .filter(Boolean);
}

const WINDOW = 8;
const modernWords = words(modernPage).join(' ');

/** Every run of 8 consecutive words of `text` that also appears in the modern page. */
function copiedFromModernPage(text: string): string[] {
  const list = words(text);
  const hits: string[] = [];
  for (let i = 0; i + WINDOW <= list.length; i++) {
    const window = list.slice(i, i + WINDOW).join(' ');
    if (` ${modernWords} `.includes(` ${window} `)) hits.push(window);
  }
  return hits;
}

function rulesMdIds(): string[] {
  const line = rulesMd.split('\n').find((l) => l.startsWith('Rule ids:'));
  if (!line) throw new Error('RULES.md has no "Rule ids:" line');
  return [...line.matchAll(/`([A-Z0-9-]+)`/g)].map((m) => m[1]);
}

describe('RULE_IDS', () => {
  it('has exactly the 40 ids of the "Rule ids:" line in shared/RULES.md', () => {
    const expected = rulesMdIds();
    expect(expected).toHaveLength(40);
    expect([...RULE_IDS]).toEqual(expected);
    expect(new Set(RULE_IDS).size).toBe(40);
  });

  it('is in alphabetical order', () => {
    expect([...RULE_IDS]).toEqual([...RULE_IDS].sort());
  });

  it('every id is also named in bold in the catalogue of RULES.md', () => {
    for (const id of RULE_IDS) expect(rulesMd, id).toContain(`**${id}`);
  });
});

describe('RULES', () => {
  it('has one entry per id, and each entry carries its own key', () => {
    expect(Object.keys(RULES).sort()).toEqual([...RULE_IDS].sort());
    for (const [key, entry] of Object.entries(RULES)) expect(entry.id).toBe(key);
  });

  it('every entry has a title, a 1-3 sentence summary, a topic and at least one source', () => {
    for (const entry of Object.values(RULES)) {
      expect(entry.title.trim(), entry.id).not.toBe('');
      expect(entry.summary.trim(), entry.id).not.toBe('');
      const sentences = entry.summary.split(/(?<=[.!?])\s+(?=[A-Z"])/).filter((s) => s.trim());
      expect(sentences.length, entry.id).toBeGreaterThanOrEqual(1);
      expect(sentences.length, entry.id).toBeLessThanOrEqual(3);
      expect(['turns', 'sets', 'chow', 'pung', 'kong', 'precedence', 'robbing', 'scoring']).toContain(entry.topic);
      expect(entry.sources.length, entry.id).toBeGreaterThan(0);
    }
  });

  it('topics follow the id prefixes', () => {
    const prefixTopic: [string, string][] = [
      ['CHOW-', 'chow'],
      ['PUNG-', 'pung'],
      ['KONG-', 'kong'],
      ['PREC-', 'precedence'],
      ['ROB-', 'robbing'],
      ['SCORE-', 'scoring'],
    ];
    for (const id of RULE_IDS) {
      const match = prefixTopic.find(([prefix]) => id.startsWith(prefix));
      if (match) expect(RULES[id].topic, id).toBe(match[1]);
    }
  });

  it('canRefuse is false exactly for courtesy, scoring and descriptive rules', () => {
    const cannotRefuse = new Set<RuleId>([
      'ANNOUNCE-DISCARD',
      'SCORE-CHOW-ZERO',
      'SCORE-CONCEALED-KONG',
      'SCORE-EXPOSED-HALF',
      'SCORE-HELD-FOUR-AS-THREE',
      'CHOW-EXPOSE',
      'PUNG-OUT-OF-TURN',
      'PUNG-EXPOSE',
      'PUNG-MJ-EXCEPTION',
      'KONG-HOLD-OPTION',
      'ROB-KONG',
      'CONCEALED-SET-COUNTS',
      'TURN-AFTER-CLAIM',
      'TURN-SKIP',
    ]);
    for (const id of RULE_IDS) expect(RULES[id].canRefuse, id).toBe(!cannotRefuse.has(id));
  });

  it('never quotes the modern page, and cites it by section only', () => {
    for (const entry of Object.values(RULES)) {
      for (const source of entry.sources) {
        expect(['Harr 1922', 'Modern rules page', 'Harr 1922 (full book)']).toContain(source.document);
        expect(source.section.trim(), entry.id).not.toBe('');
        if (source.document === 'Modern rules page') expect(source.quote, entry.id).toBeUndefined();
      }
    }
  });

  it('quotes Harr exactly (underscores left out), one sentence at most', () => {
    const book = normalise(harrBook);
    for (const entry of Object.values(RULES)) {
      for (const source of entry.sources) {
        if (source.quote === undefined) continue;
        expect(book, `${entry.id}: ${source.quote}`).toContain(normalise(source.quote));
        // No sentence break inside the quote (a full stop followed by a new capitalised sentence).
        expect(source.quote.trim(), entry.id).not.toMatch(/[.!?]"?\s+[A-Z]/);
      }
    }
  });

  it('has no 8-word run copied from the modern page (seeds/004) in any title, summary or decision text', () => {
    const texts: [string, string][] = [];
    for (const entry of Object.values(RULES)) {
      texts.push([`${entry.id} title`, entry.title], [`${entry.id} summary`, entry.summary]);
      if (entry.decision) texts.push([`${entry.id} decision`, entry.decision.text]);
    }
    for (const decision of DECISIONS) texts.push([`${decision.id} title`, decision.title], [`${decision.id} text`, decision.text]);
    for (const [where, text] of texts) expect(copiedFromModernPage(text), where).toEqual([]);
  });

  it('the copy check itself catches a sentence lifted from the modern page', () => {
    const lifted = modernPage.split('\n').find((l) => words(l).length >= 12) ?? '';
    expect(copiedFromModernPage(lifted.toUpperCase().replace(/ /g, '   ')).length).toBeGreaterThan(0);
  });

  it('an entry\'s decision is one of DECISIONS, with the same text, and lists that rule', () => {
    for (const entry of Object.values(RULES)) {
      if (!entry.decision) continue;
      const decision = DECISIONS.find((d) => d.id === entry.decision?.id);
      expect(decision, entry.id).toBeDefined();
      expect(entry.decision.text).toBe(decision?.text);
      expect(decision?.rules, entry.id).toContain(entry.id);
    }
  });
});

describe('DECISIONS', () => {
  it('has A1..A18, each exactly once, in order', () => {
    const expected = Array.from({ length: 18 }, (_, i) => `A${i + 1}`);
    expect(DECISIONS.map((d) => d.id)).toEqual(expected);
    for (const id of expected) expect(DECISIONS.filter((d) => d.id === id)).toHaveLength(1);
  });

  it('matches the A1..A18 headings of RULES.md section 5', () => {
    const headings = [...rulesMd.matchAll(/^\*\*(A\d+)\./gm)].map((m) => m[1]);
    expect(DECISIONS.map((d) => d.id)).toEqual(headings);
  });

  it('each decision has a title, a 2-4 sentence text and valid rule ids', () => {
    for (const decision of DECISIONS) {
      expect(decision.title.trim(), decision.id).not.toBe('');
      const sentences = decision.text.split(/(?<=[.!?])\s+(?=[A-Z"])/).filter((s) => s.trim());
      expect(sentences.length, decision.id).toBeGreaterThanOrEqual(2);
      expect(sentences.length, decision.id).toBeLessThanOrEqual(4);
      expect(decision.rules.length, decision.id).toBeGreaterThan(0);
      for (const id of decision.rules) expect(isRuleId(id), `${decision.id}: ${id}`).toBe(true);
    }
  });
});

describe('lookups and links', () => {
  it('isRuleId accepts exactly the catalogue ids', () => {
    for (const id of RULE_IDS) expect(isRuleId(id)).toBe(true);
    for (const word of ['', 'chow-left-only', 'CHOW', 'CHOW-LEFT-ONLY ', 'A1', 'toString', '__proto__']) {
      expect(isRuleId(word), JSON.stringify(word)).toBe(false);
    }
  });

  it('ruleEntry returns the entry of RULES', () => {
    for (const id of RULE_IDS) expect(ruleEntry(id)).toBe(RULES[id]);
  });

  it('ruleSlug lower-cases the id', () => {
    expect(ruleSlug('CHOW-LEFT-ONLY')).toBe('chow-left-only');
    expect(ruleSlug('TILECOUNT-13-PLUS-KONGS')).toBe('tilecount-13-plus-kongs');
    const slugs = RULE_IDS.map(ruleSlug);
    expect(new Set(slugs).size).toBe(RULE_IDS.length);
    for (const slug of slugs) expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it('ruleHref points at the anchor on the rules page', () => {
    expect(ruleHref('CHOW-LEFT-ONLY')).toBe('/rules/#chow-left-only');
    expect(ruleHref('PREC-MJ-OVER-ALL', '/')).toBe('/rules/#prec-mj-over-all');
    expect(ruleHref('ROB-KONG', '/cpk/')).toBe('/cpk/rules/#rob-kong');
    expect(ruleHref('ROB-KONG', '/cpk')).toBe('/cpk/rules/#rob-kong');
  });
});
