import { readFileSync } from 'node:fs';
import { describe, it, expect } from 'vitest';
import { DECISIONS, RULES, RULE_IDS, decisionsOn, isRuleId, ruleEntry, ruleHref, ruleSlug, type RuleId } from './rules';
import { HASH_HEX_DIGITS, WINDOW, fingerprint, normalise, probeHash, sharedGrams, words } from '../build/checks/wordGrams';
import { expectSentences } from '../../tests/testkit';

// Everything read here is in the repository: the project's copy of the spec, Harr's
// public-domain text, and only the hashes of the modern page (its licence is
// unknown, so its words stay out; scripts/fingerprint.ts makes the hashes).
const DOCS = new URL('../../docs/', import.meta.url);
const rulesMd = readFileSync(new URL('RULES.md', DOCS), 'utf8');
const harrBook = readFileSync(new URL('harr-1922/pung-chow-1922.txt', DOCS), 'utf8');
const modernFingerprint: { window: number; hexDigits: number; probe: string; count: number; hashes: string[] } = JSON.parse(
  readFileSync(new URL('modern-page-8grams.json', DOCS), 'utf8'),
);
const modernHashes: ReadonlySet<string> = new Set(modernFingerprint.hashes);

/** Every run of 8 consecutive words of `text` that also appears in the modern page. */
function copiedFromModernPage(text: string): string[] {
  return sharedGrams(text, modernHashes);
}

function rulesMdIds(): string[] {
  const line = rulesMd.split('\n').find((l) => l.startsWith('Rule ids:'));
  if (!line) throw new Error('RULES.md has no "Rule ids:" line');
  return [...line.matchAll(/`([A-Z0-9-]+)`/g)].map((m) => m[1]);
}

describe('RULE_IDS', () => {
  it('has exactly the 40 ids of the "Rule ids:" line in docs/RULES.md', () => {
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
      expectSentences(entry.summary, 1, 3, entry.id);
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

describe('the copy check against the modern page', () => {
  // A made-up "source" stands in for the modern page, whose words may not be in the repository.
  const madeUpSource =
    'When the wind turns cold the tea house closes early. Four friends then carry the table indoors and argue about whose turn it was.';
  const madeUpHashes = new Set(fingerprint(madeUpSource));

  it('finds a run of 8 words lifted from the source, whatever the case, spacing, quotes or emphasis', () => {
    const lifted = 'As we read: "FOUR friends   then _carry_ the table\nindoors and argue" about it.';
    // Ten words in a row come from the source: three overlapping runs of 8.
    expect(sharedGrams(lifted, madeUpHashes)).toEqual([
      'four friends then carry the table indoors and',
      'friends then carry the table indoors and argue',
      'then carry the table indoors and argue about',
    ]);
    expect(sharedGrams(madeUpSource, madeUpHashes)).toHaveLength(words(madeUpSource).length - WINDOW + 1);
  });

  it('lets through 7 shared words in a row, and text of its own', () => {
    expect(sharedGrams('Four friends then carry the table indoors, then sit down.', madeUpHashes)).toEqual([]);
    expect(sharedGrams('A pung beats a chow, and a win beats every set on the table.', madeUpHashes)).toEqual([]);
  });

  it('the committed fingerprint is well formed, plausible in size, and made with today\'s recipe', () => {
    expect(modernFingerprint.window).toBe(WINDOW);
    expect(modernFingerprint.hexDigits).toBe(HASH_HEX_DIGITS);
    // Made with the same normalise(), words() and hash as the check uses now (else: npm run fingerprint).
    expect(modernFingerprint.probe).toBe(probeHash());
    expect(modernFingerprint.count).toBe(modernFingerprint.hashes.length);
    expect(modernFingerprint.hashes.length).toBeGreaterThan(500);
    for (const hash of modernFingerprint.hashes) expect(hash).toMatch(new RegExp(`^[0-9a-f]{${HASH_HEX_DIGITS}}$`));
    // Sorted, each hash once.
    for (let i = 1; i < modernFingerprint.hashes.length; i++) {
      expect(modernFingerprint.hashes[i - 1] < modernFingerprint.hashes[i], `hash ${i}`).toBe(true);
    }
  });

  it('finds nothing of the modern page in Harr\'s book, which it does not quote', () => {
    // A real text of the same subject and period, checked against the real fingerprint.
    expect(copiedFromModernPage(harrBook)).toEqual([]);
  });
});

describe('DECISIONS', () => {
  it('has A1..A21, each exactly once, in order', () => {
    const expected = Array.from({ length: 21 }, (_, i) => `A${i + 1}`);
    expect(DECISIONS.map((d) => d.id)).toEqual(expected);
    for (const id of expected) expect(DECISIONS.filter((d) => d.id === id)).toHaveLength(1);
  });

  it('matches the A1..A21 headings of RULES.md section 5', () => {
    const headings = [...rulesMd.matchAll(/^\*\*(A\d+)\./gm)].map((m) => m[1]);
    expect(DECISIONS.map((d) => d.id)).toEqual(headings);
  });

  it('each decision has a title, a 2-4 sentence text and valid rule ids', () => {
    for (const decision of DECISIONS) {
      expect(decision.title.trim(), decision.id).not.toBe('');
      expectSentences(decision.text, 2, 4, decision.id);
      expect(decision.rules.length, decision.id).toBeGreaterThan(0);
      for (const id of decision.rules) expect(isRuleId(id), `${decision.id}: ${id}`).toBe(true);
    }
  });

  it('A19 to A21 bear on the rules they settle, and settle the rules with no other decision', () => {
    const bearsOn = (id: string) => DECISIONS.find((d) => d.id === id)?.rules;
    expect(bearsOn('A19')).toEqual(['PREC-MJ-OVER-ALL', 'PUNG-MJ-EXCEPTION', 'PREC-NEAREST-WINNER', 'CHOW-LEFT-ONLY']);
    expect(bearsOn('A20')).toEqual(['KONG-LOOSE-TILE', 'TURN-DRAW-DISCARD']);
    expect(bearsOn('A21')).toEqual(['TILECOUNT-13-PLUS-KONGS', 'BG-FOUR-COPIES']);
    expect(RULES['PREC-MJ-OVER-ALL'].decision?.id).toBe('A19');
    expect(RULES['KONG-LOOSE-TILE'].decision?.id).toBe('A20');
    expect(RULES['TURN-DRAW-DISCARD'].decision?.id).toBe('A20');
    expect(RULES['TILECOUNT-13-PLUS-KONGS'].decision?.id).toBe('A21');
    expect(RULES['BG-FOUR-COPIES'].decision?.id).toBe('A21');
  });

  it('decisionsOn lists, in order, every decision that names the rule, the entry\'s own among them', () => {
    expect(decisionsOn('PREC-MJ-OVER-ALL').map((d) => d.id)).toEqual(['A1', 'A2', 'A19']);
    expect(decisionsOn('KONG-LOOSE-TILE').map((d) => d.id)).toEqual(['A14', 'A20']);
    expect(decisionsOn('ANNOUNCE-DISCARD')).toEqual([]);
    for (const id of RULE_IDS) {
      const ids = decisionsOn(id).map((d) => d.id);
      for (const d of DECISIONS) expect(ids.includes(d.id), `${id} / ${d.id}`).toBe(d.rules.includes(id));
      if (RULES[id].decision) expect(ids, id).toContain(RULES[id].decision?.id);
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
