import { describe, expect, it } from 'vitest';
import { contentFiles } from '../content/content';
import { countedBoards } from '../content/lessonPages';
import { scoringPuzzles } from '../content/scoring';
import { scoreQuestions } from './scoreQuestions';

describe('scoreQuestions: the score questions as their pages and the review ask them', () => {
  const boards = scoreQuestions();

  it('holds every score question whose answer is kept, by the id its page keeps it under', () => {
    const lessonChoices = (contentFiles('lessons') ?? []).flatMap((f) => countedBoards(f.text)).filter((id) => id.startsWith('score-choice-'));
    expect(lessonChoices).toContain('score-choice-pung-or-wait');
    const drill = scoringPuzzles().map((p) => `scoring-${p.id}`);
    expect(drill).toContain('scoring-the-lowest-hand');
    expect(Object.keys(boards).sort()).toEqual([...drill, ...lessonChoices].sort());
  });

  it('asks a drill puzzle as its page does: its totals, the right one, the lesson', () => {
    expect(boards['scoring-the-lowest-hand']).toMatchObject({
      id: 'scoring-the-lowest-hand',
      title: 'The lowest winning hand',
      prompt: 'What does this hand score?',
      choices: ['20', '22', '24', '44'].map((c) => ({ value: c, label: c })),
      answer: '22',
      hands: [{ caption: 'The score: 22', sheet: { final: 22 } }],
    });
  });

  it('asks a comparison as lesson 9 does: its two ways, or the same', () => {
    const choice = boards['score-choice-pung-or-wait'];
    expect(choice.choices.map((c) => c.label)).toEqual(['Pung it and go out now', 'Pass, and draw a 6 later', 'They score the same']);
    expect(choice.answer).toBe('b');
    expect(choice.hands.map((h) => h.name)).toEqual(['Pung it and go out now', 'Pass, and draw a 6 later']);
    expect(choice.explanation).toMatch(/^Pung it and go out now: \d+\. Pass, and draw a 6 later: \d+\. Drawn, /);
  });
});
