import { describe, expect, it } from 'vitest';
import { isRuleId } from '../../engine/rules';
import { loadContentSet } from '../content/contentSet';
import { GLOSSARY } from './glossary';

const { lessons } = loadContentSet();

describe('the glossary', () => {
  it('has the words a learner meets', () => {
    const ids = GLOSSARY.map((t) => t.id);
    for (const id of ['chow', 'pung', 'kong', 'loose-tile', 'live-discard', 'dead-discard', 'the-wall', 'concealed', 'exposed', 'mah-jongg', 'play-order', 'seat', 'set', 'pair', 'run', 'honour-tiles', 'claim', 'precedence', 'robbing-the-kong', 'dead-hand', 'dead-wall']) {
      expect(ids).toContain(id);
    }
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('links every term to a lesson section that exists', () => {
    for (const term of GLOSSARY) {
      const lesson = lessons.find((l) => l.slug === term.taught.lesson);
      expect(lesson, `${term.id}: lesson ${term.taught.lesson}`).toBeDefined();
      if (term.taught.section) expect(lesson!.sections.map((s) => s.id), `${term.id}: #${term.taught.section}`).toContain(term.taught.section);
    }
  });

  it('names only rules of the catalogue', () => {
    for (const term of GLOSSARY) for (const id of term.rules ?? []) expect(isRuleId(id), `${term.id}: ${id}`).toBe(true);
  });
});
